import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@inhala/domain';

/**
 * Requests Node refuses before any framework sees them (an address or headers over its 16 KB
 * limit, a request line it cannot parse) get the same JSON error body as every other refusal,
 * with a Spanish message, instead of Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body: ErrorBody = tooLarge
      ? { statusCode: 431, errorCode: 'REQUEST.TOO_LARGE', message: 'La solicitud es demasiado grande' }
      : { statusCode: 400, errorCode: 'VALIDATION.FAILED', message: 'La solicitud no es válida' };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${body.statusCode} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  });
}
