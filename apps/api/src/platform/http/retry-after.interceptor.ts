import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import { RetryLaterError } from '@inhala/domain';

/** A use case's RetryLaterError tells the client when to come back: the Retry-After header. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterError) {
          const response = context.switchToHttp().getResponse<Response>();
          if (!response.headersSent) response.setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
