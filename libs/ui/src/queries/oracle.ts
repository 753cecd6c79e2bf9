import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OracleContext, OracleDrawResponse, OracleTodayResponse } from '@inhala/domain';
import { ApiError } from '../data/api-error';
import { apiRequest, getJson } from '../data/transport';
import { ritualKeys } from './ritual';

export const oracleKeys = { today: (context: OracleContext) => ['oracle', context, 'today'] as const };

/**
 * GET /api/oracle-cards/today: only when signed in (and, for the ritual, when a ritual exists);
 * no retry. A failure reads 'Failed to fetch oracle card: {status}' (02 §8).
 */
export const useOracleToday = (context: OracleContext, enabled: boolean) =>
  useQuery({
    queryKey: oracleKeys.today(context),
    queryFn: async (): Promise<OracleTodayResponse> => {
      try {
        return (
          (await getJson<OracleTodayResponse>(`/api/oracle-cards/today?context=${context}`)) ?? {
            hasDrawn: false,
            card: null,
          }
        );
      } catch (error) {
        throw new Error(`Failed to fetch oracle card: ${error instanceof ApiError ? error.status : 0}`);
      }
    },
    enabled,
    retry: false,
  });

export function useDrawOracleCard(context: OracleContext) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OracleDrawResponse>('POST', '/api/oracle-cards/draw', { context }),
    onSuccess: (result) => {
      client.setQueryData(oracleKeys.today(context), { hasDrawn: true, card: result.card });
      if (context === 'ritual') {
        void client.invalidateQueries({ queryKey: ritualKeys.today });
        void client.invalidateQueries({ queryKey: ['streak'] });
        void client.invalidateQueries({ queryKey: ritualKeys.completedCount });
        void client.invalidateQueries({ queryKey: ['journal-entries'] });
      }
    },
  });
}
