import type { AdminUploadView, UploadPurpose } from '@inhala/domain';
import { ApiError, STORAGE_KEYS, readStorage } from '@inhala/ui';

/**
 * POST /api/admin/uploads?purpose=...: the file as multipart, with its progress (0..1) reported
 * while it goes out. fetch() cannot report upload progress, so this one call uses XHR with the
 * same session header and cookies as every other call. Refusals are ApiErrors with the server's
 * Spanish message.
 */
export function uploadAdminFile(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AdminUploadView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/uploads?purpose=${purpose}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const sessionId = readStorage(STORAGE_KEYS.sessionId);
    if (sessionId) xhr.setRequestHeader('x-session-id', sessionId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as AdminUploadView);
      } else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'Sin conexión'));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
