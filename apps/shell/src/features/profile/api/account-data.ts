import { useMutation } from '@tanstack/react-query';
import { accountExportFileName, type DeleteAccountRequest, type DeleteAccountResponse } from '@inhala/domain';
import { apiDownload, apiRequest, saveBlob } from '@inhala/ui';

/**
 * GET /api/account/export: the person's data as a ZIP, saved as a download. Through the API's one
 * download helper: the same session header and the same errors (ApiError) as every call.
 */
export async function downloadMyData(): Promise<string> {
  const fallbackName = accountExportFileName(new Date().toISOString().slice(0, 10));
  const { blob, fileName } = await apiDownload('/api/account/export', { fallbackName });
  saveBlob(blob, fileName);
  return fileName;
}

/** DELETE /api/account, confirmed with the person's password. */
export const deleteMyAccount = (input: DeleteAccountRequest) =>
  apiRequest<DeleteAccountResponse>('DELETE', '/api/account', input);

// Never retried on their own: the person sees the answer (a 429 or a provider failure says when to
// try again), and an account is deleted only when they ask.
export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData, retry: false });
export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount, retry: false });
