import { ApiError } from './api-error';
import { errorLogger } from './error-logger';
import { STORAGE_KEYS, readStorage } from './storage-keys';
import { NetworkError } from '../offline/offline-error';

export interface DownloadProgress {
  /** The answer's headers, as soon as they arrive (before the body). */
  headers: Headers;
  /** Bytes received so far. */
  bytes: number;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, or the fallback given. */
  fileName: string;
  headers: Headers;
}

/** The file stopped arriving before its end: what was received is not kept. */
export class DownloadInterruptedError extends Error {
  constructor(cause?: unknown) {
    super('La descarga se interrumpió antes de terminar. Inténtalo de nuevo.');
    this.name = 'DownloadInterruptedError';
    this.cause = cause;
  }
}

/** The file name of `attachment; filename="x.pdf"`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '') ?? /filename=([^;]+)/.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

/**
 * A file from the API with the session like every call (apiRequest): x-session-id and cookies.
 * The body is read as a stream so the caller can show progress; a refusal is an ApiError with
 * the server's Spanish message, as from apiRequest.
 */
export async function apiDownload(
  path: string,
  options: { fallbackName: string; onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal },
): Promise<Download> {
  const headers: Record<string, string> = {};
  const sessionId = readStorage(STORAGE_KEYS.sessionId);
  if (sessionId) headers['x-session-id'] = sessionId;
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers, credentials: 'include', signal: options.signal });
  } catch (cause) {
    errorLogger.logCritical('network', cause, `GET ${path}`);
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await response.text(), response.statusText);
    errorLogger.log(error, `GET ${path}`);
    throw error;
  }
  options.onProgress?.({ headers: response.headers, bytes: 0 });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  try {
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        options.onProgress?.({ headers: response.headers, bytes });
      }
    } else {
      const whole = new Uint8Array(await response.arrayBuffer());
      chunks.push(whole);
      options.onProgress?.({ headers: response.headers, bytes: whole.byteLength });
    }
  } catch (cause) {
    // The server ended the file before its end, or the connection dropped.
    errorLogger.logCritical('network', cause, `GET ${path}`);
    throw new DownloadInterruptedError(cause);
  }
  return {
    blob: new Blob(chunks as BlobPart[], {
      type: response.headers.get('Content-Type') ?? 'application/octet-stream',
    }),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), options.fallbackName),
    headers: response.headers,
  };
}

/** Saves a file the way a link with `download` does, then lets its object URL go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
