import { useQuery } from '@tanstack/react-query';
import type { GuidanceStep, MeditationScriptView } from '@inhala/domain';
import { getJson } from '@inhala/ui';

export const meditationScriptKeys = {
  of: (meditationId: number) => ['meditations', meditationId, 'script'] as const,
};

/**
 * GET /api/meditations/{id}/script: what the guide says, step by step (premium, like the media).
 * Read when the session is offered, so it is there when the person presses start; without it
 * (offline, or a meditation that has none) the session is guided by the description.
 */
export function useMeditationScript(meditationId: number | null): GuidanceStep[] | null {
  const script = useQuery({
    queryKey: meditationScriptKeys.of(meditationId ?? 0),
    queryFn: () => getJson<MeditationScriptView>(`/api/meditations/${meditationId}/script`),
    enabled: meditationId !== null,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const steps = script.data?.steps ?? [];
  return steps.length > 0 ? steps : null;
}
