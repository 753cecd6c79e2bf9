import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImport, RefreshDataResponse, SyncResult } from '@inhala/domain';
import { apiRequest, contentKeys, meditationMediaKeys } from '@inhala/ui';
import { adminKeys } from './admin-counts';

/** POST /api/admin/refresh-data (02 §7): every API process reads the catalogue again. */
export function refreshData(): Promise<RefreshDataResponse> {
  return apiRequest<RefreshDataResponse>('POST', '/api/admin/refresh-data');
}

/**
 * POST /api/admin/sync (02 §7): the catalogue file with dryRun. A dry run answers what would
 * change and writes nothing; `dryRun: false` writes it.
 */
export function syncCatalogue(file: CatalogueImport, dryRun: boolean): Promise<SyncResult> {
  return apiRequest<SyncResult>('POST', '/api/admin/sync', { ...file, dryRun });
}

/** After the catalogue changed: the panel's counts, every editor's lists, the bundle and the media links. */
function useCatalogueChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.all }),
      client.invalidateQueries({ queryKey: contentKeys.all }),
      client.invalidateQueries({ queryKey: meditationMediaKeys.all }),
    ]);
}

export function useRefreshData() {
  const changed = useCatalogueChanged();
  return useMutation({ mutationFn: refreshData, onSuccess: changed });
}

export function useSyncCatalogue() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: CatalogueImport; dryRun: boolean }) => syncCatalogue(file, dryRun),
    onSuccess: async (result) => {
      if (!result.dryRun) await changed();
    },
  });
}
