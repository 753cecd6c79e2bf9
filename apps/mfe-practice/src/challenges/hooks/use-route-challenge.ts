import { useParams, useChallengeProgress, useContent, useSession } from '@inhala/ui';
import type { ChallengeProgressView, ChallengeView } from '@inhala/domain';

/** A positive whole number from the route, or 0 (which matches no challenge or day). */
export function routeNumber(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

interface ChallengeContext {
  challenge: ChallengeView | null;
  /** Every challenge of the catalogue. */
  all: ChallengeView[];
  /** This person's joined (active or completed) participation, or null. */
  mine: ChallengeProgressView | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The challenge of the route (`:id`) and, when signed in, this person's part in it. */
export function useRouteChallenge(): ChallengeContext & { id: number } {
  const params = useParams();
  const id = routeNumber(params['id']);
  const { user } = useSession();
  const content = useContent();
  const progress = useChallengeProgress(Boolean(user));
  const all = content.data?.challenges ?? [];
  const challenge = all.find((c) => c.id === id) ?? null;
  const mine = progress.data?.find((p) => p.challengeId === id && (p.isActive || p.isCompleted)) ?? null;
  return {
    id,
    challenge,
    all,
    mine,
    loading: content.isPending || (Boolean(user) && progress.isPending),
    failed: content.isError || progress.isError,
    retry: () => void Promise.all([content.refetch(), progress.refetch()]),
  };
}
