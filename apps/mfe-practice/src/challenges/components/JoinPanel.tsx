import {
  Link,
  useLocation,
  useNavigate,
  ApiError,
  Button,
  messageOf,
  useAccess,
  useSession,
  useToast,
} from '@inhala/ui';
import {
  CHALLENGE_MESSAGES,
  visitorConversionTarget,
  type ChallengeStatus,
  type ChallengeView,
} from '@inhala/domain';
import { useJoinChallenge } from '../api/challenges';

interface Props {
  challengeId: number;
  status: ChallengeStatus;
  /** The person's other active challenge, which must be left before joining this one. */
  otherActive: Pick<ChallengeView, 'id' | 'name'> | null;
}

const LINK =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full bg-sage-700 px-6 font-medium text-white hover:bg-sage-800 sm:w-auto';

/**
 * The join button (02 §4.5, §5): joining needs a subscription and no other active challenge; a
 * visitor goes to the challenge conversion page and a lead to the plans. Once joined it opens
 * the tracker.
 */
export function JoinPanel({ challengeId, status, otherActive }: Props) {
  const { user } = useSession();
  const access = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const join = useJoinChallenge(challengeId);
  const track = `/challenge/${challengeId}/track`;

  if (status === 'active')
    return (
      <Link to={track} className={LINK}>
        Continuar reto
      </Link>
    );
  if (status === 'completed')
    return (
      <Link to={track} className={LINK}>
        Ver mi reto completado
      </Link>
    );

  function start() {
    if (!user) return navigate(visitorConversionTarget(pathname));
    if (!access.isSubscribed) return navigate('/subscription');
    join.mutate(undefined, {
      onSuccess: () => void navigate(track),
      onError: (error) =>
        error instanceof ApiError && error.errorCode === 'CHALLENGE.ALREADY_ACTIVE'
          ? toast({
              title: CHALLENGE_MESSAGES.alreadyActive,
              description: CHALLENGE_MESSAGES.leaveFirst,
              variant: 'destructive',
            })
          : toast({
              title: CHALLENGE_MESSAGES.joinFailed,
              description: messageOf(error, 'Inténtalo de nuevo en unos minutos.'),
              variant: 'destructive',
            }),
    });
  }

  const blocked = Boolean(user && access.isSubscribed && otherActive);
  return (
    <div className="space-y-3">
      <Button
        onClick={start}
        disabled={join.isPending || access.loading || blocked}
        aria-describedby={blocked ? 'reto-activo-aviso' : undefined}
        className="w-full sm:w-auto"
      >
        {join.isPending ? 'Uniéndote...' : 'Unirme al reto'}
      </Button>
      {blocked && otherActive && (
        <div id="reto-activo-aviso" role="note" className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{CHALLENGE_MESSAGES.alreadyActive}</p>
          <p>{CHALLENGE_MESSAGES.leaveFirst}</p>
          <Link
            to={`/challenge/${otherActive.id}/track`}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-sage-800 underline"
          >
            Ir a «{otherActive.name}»
          </Link>
        </div>
      )}
    </div>
  );
}
