import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OracleContext, OracleDrawResponse, OracleTodayResponse } from '@inhala/domain';
import { ApiError } from '../data/api-error';
import { apiRequest, getJson } from '../data/transport';

const all = ['oracle'] as const;
export const oracleKeys = { all, today: (context: OracleContext) => [...all, context, 'today'] as const };

/** GET /api/oracle-cards/today. A failure reads 'Failed to fetch oracle card: {status}' (02 §8). */
export async function getOracleToday(context: OracleContext): Promise<OracleTodayResponse> {
  try {
    return (
      (await getJson<OracleTodayResponse>(`/api/oracle-cards/today?context=${context}`)) ?? {
        hasDrawn: false,
        card: null,
      }
    );
  } catch (error) {
    throw new Error(`Failed to fetch oracle card: ${error instanceof ApiError ? error.status : 0}`, {
      cause: error,
    });
  }
}

/** Only when signed in (and, for the ritual, when a ritual exists); no retry (02 §7). */
export const oracleTodayQuery = (context: OracleContext, enabled: boolean) =>
  queryOptions({
    queryKey: oracleKeys.today(context),
    queryFn: () => getOracleToday(context),
    enabled,
    retry: false,
  });

export const useOracleToday = (context: OracleContext, enabled: boolean) =>
  useQuery(oracleTodayQuery(context, enabled));

/** POST /api/oracle-cards/draw. */
export function drawOracleCard(context: OracleContext): Promise<OracleDrawResponse> {
  return apiRequest<OracleDrawResponse>('POST', '/api/oracle-cards/draw', { context });
}

/**
 * The drawn card is today's card at once. `onDrawn` refreshes what else the draw moves: the
 * ritual's oracle step, for the screen that owns the ritual.
 */
export function useDrawOracleCard(context: OracleContext, onDrawn?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => drawOracleCard(context),
    onSuccess: (result) => {
      client.setQueryData(oracleKeys.today(context), { hasDrawn: true, card: result.card });
      onDrawn?.();
    },
  });
}
