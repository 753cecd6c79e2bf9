import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ChatUploadErrorBody } from '@inhala/domain';
import { toErrorResponse } from '../../../../platform/http/error-response';

/**
 * Upload refusals carry their Spanish text in `error` too (01 §7 "errors in field error"),
 * besides the usual `{ statusCode, errorCode, message }`.
 */
@Catch()
export class ChatUploadErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ChatUploadErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, headers, log } = toErrorResponse(exception);
    if (log === 'error') this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) {
      response.end();
      return;
    }
    const withError: ChatUploadErrorBody & { statusCode: number } = { ...body, error: body.message };
    response.set(headers).status(body.statusCode).json(withError);
  }
}
