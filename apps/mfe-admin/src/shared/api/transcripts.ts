import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TranscriptInput } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';

const transcriptKey = (path: string) => [...adminKeys.all, 'transcript', path] as const;

/**
 * GET {path}: a recording's transcript and captions as written (drafts too), where `path` is the
 * item's own, e.g. /api/admin/meditations/4/transcript.
 */
export const useAdminTranscript = (path: string) =>
  useQuery({ queryKey: transcriptKey(path), queryFn: () => apiRequest<TranscriptInput>('GET', path) });

/** PUT {path}: both parts; null removes one. */
export function useSaveAdminTranscript(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TranscriptInput) => apiRequest<TranscriptInput>('PUT', path, input),
    onSuccess: (saved) => client.setQueryData(transcriptKey(path), saved),
  });
}
