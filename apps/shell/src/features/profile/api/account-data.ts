import { useMutation } from '@tanstack/react-query';
import { accountExportFileName, type DeleteAccountRequest, type DeleteAccountResponse } from '@inhala/domain';
import { ApiError, NetworkError, STORAGE_KEYS, apiRequest, errorLogger, readStorage } from '@inhala/ui';

/** The file name the server gave in Content-Disposition, or today's default. */
function fileNameOf(response: Response): string {
  const header = response.headers?.get('Content-Disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? accountExportFileName(new Date().toISOString().slice(0, 10));
}

/**
 * GET /api/account/export: the person's data as a ZIP, saved through a temporary link. A binary
 * answer, so not apiRequest (JSON); the same session header and the same errors (ApiError).
 */
export async function downloadMyData(): Promise<string> {
  const headers: Record<string, string> = { Accept: 'application/zip, application/json' };
  const sessionId = readStorage(STORAGE_KEYS.sessionId);
  if (sessionId) headers['x-session-id'] = sessionId;
  let response: Response;
  try {
    response = await fetch('/api/account/export', { headers, credentials: 'include' });
  } catch (cause) {
    errorLogger.logCritical('network', cause, 'GET /api/account/export');
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await response.text(), response.statusText);
    errorLogger.log(error, 'GET /api/account/export');
    throw error;
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/** DELETE /api/account, confirmed with the person's password. */
export const deleteMyAccount = (input: DeleteAccountRequest) =>
  apiRequest<DeleteAccountResponse>('DELETE', '/api/account', input);

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
