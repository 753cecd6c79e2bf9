import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorResponse } from './error-response';

/**
 * The one place where errors become HTTP answers, for controllers and for the express middleware
 * in front of them (body parser, static files). Every non-OK body is JSON
 * `{ statusCode, errorCode, message }`, so the client can show '{status}: {body}' (01 §8) and
 * still read the Spanish message.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, headers, log } = toErrorResponse(exception);
    if (log === 'error') this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (log === 'warn')
      this.logger.warn(
        `${body.errorCode}: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    if (response.headersSent) {
      response.end();
      return;
    }
    response.set(headers).status(body.statusCode).json(body);
  }
}
