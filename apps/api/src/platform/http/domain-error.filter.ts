import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ERROR_STATUS, type ErrorBody } from '@inhala/domain';

/**
 * The one place where errors become HTTP answers. Every non-OK body is JSON
 * `{ statusCode, errorCode, message }`, so the client can show '{status}: {body}' (01 §8)
 * and still read the Spanish message.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: ERROR_STATUS[exception.code],
        errorCode: exception.code,
        message: exception.message,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
      const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
      return {
        statusCode: status,
        errorCode: httpCode(status),
        message: spanishHttpMessage(status, message),
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      errorCode: 'INTERNAL',
      message: 'Algo salió mal en el servidor. Inténtalo de nuevo.',
    };
  }
}

function httpCode(status: number): string {
  if (status === 400) return 'VALIDATION.FAILED';
  if (status === 401) return 'SESSION.INVALID';
  if (status === 403) return 'SESSION.FORBIDDEN';
  if (status === 404) return 'RESOURCE.NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'HTTP_ERROR';
}

/** Framework messages (body parser, unknown routes) are English; people read Spanish. */
function spanishHttpMessage(status: number, message: string): string {
  if (status === 404 && message.startsWith('Cannot ')) return 'No encontramos lo que buscas';
  if (status === 413) return 'La solicitud es demasiado grande';
  if (status === 400 && /JSON|Unexpected token|Expected/.test(message))
    return 'El cuerpo de la solicitud no es JSON válido';
  return message;
}
