import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyGoal } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { practiceStatsKeys } from './practice-stats';

/** PUT /api/practice/weekly-goal, then 'Mi práctica' and home read the new goal. */
export function useSaveWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: WeeklyGoal) => apiRequest<WeeklyGoal>('PUT', '/api/practice/weekly-goal', goal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceStatsKeys.mine }),
  });
}

/** DELETE /api/practice/weekly-goal. */
export function useClearWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/practice/weekly-goal'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceStatsKeys.mine }),
  });
}
