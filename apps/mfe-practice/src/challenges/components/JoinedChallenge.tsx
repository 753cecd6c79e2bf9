import type { ReactNode } from 'react';
import { Navigate, LoadingScreen } from '@inhala/ui';
import type { ChallengeProgressView, ChallengeView } from '@inhala/domain';
import { SubscriberAccess } from '../../shared/SubscriberAccess';
import { useRouteChallenge } from '../hooks/use-route-challenge';
import { ChallengeLoadError, ChallengeNotice } from './ChallengeNotice';

interface Props {
  loadingText: string;
  children: (challenge: ChallengeView, mine: ChallengeProgressView) => ReactNode;
}

/**
 * The screens of a joined challenge (its tracker, its days), for subscribers: loading, a
 * failure with 'Reintentar', 'Reto no encontrado'; someone who has not joined (or left) goes to
 * the detail page, where joining happens.
 */
export function JoinedChallenge({ loadingText, children }: Props) {
  return (
    <SubscriberAccess>
      <Joined loadingText={loadingText}>{children}</Joined>
    </SubscriberAccess>
  );
}

function Joined({ loadingText, children }: Props) {
  const { id, challenge, mine, loading, failed, retry } = useRouteChallenge();
  if (loading) return <LoadingScreen text={loadingText} />;
  if (failed) return <ChallengeLoadError onRetry={retry} />;
  if (!challenge)
    return <ChallengeNotice title="Reto no encontrado">Puede que ya no esté disponible.</ChallengeNotice>;
  if (!mine) return <Navigate to={`/challenge/${id}`} replace />;
  return <>{children(challenge, mine)}</>;
}
