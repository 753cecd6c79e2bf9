import { useQuery } from '@tanstack/react-query';
import type { ListeningShelfDto } from '@inhala/domain';
import { apiRequest, listeningKeys } from '@inhala/ui';

/**
 * GET /api/practice/listening: 'Continuar escuchando'. The places move every few seconds while a
 * person listens (on this device or another), so it is read again on each visit to home.
 */
export const useListeningShelf = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: listeningKeys.shelf,
    queryFn: () => apiRequest<ListeningShelfDto>('GET', '/api/practice/listening'),
    staleTime: 0,
  });
