import { activeFirst, challengeHref, challengeStatus } from '@inhala/domain';
import {
  Button,
  ChallengeCard,
  PageHeader,
  Skeleton,
  useActiveChallenge,
  useChallengeProgress,
  useContent,
  useSession,
} from '@inhala/ui';

/** /challenges, 'Retos' (02 §2.10): every challenge, the active one first, with its badge. */
export function ChallengesPage() {
  const { user } = useSession();
  const content = useContent();
  const active = useActiveChallenge(Boolean(user));
  const progress = useChallengeProgress(Boolean(user));
  const challenges = activeFirst(content.data?.challenges ?? [], active.data?.challengeId);

  return (
    <>
      <PageHeader
        title="Retos"
        subtitle="Pequeñas prácticas diarias de 5 a 15 minutos para transformar tu vida, un día a la vez."
        backTo="/"
      />
      {content.isPending ? (
        <div role="status" aria-label="Cargando retos" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : content.isError ? (
        <div role="alert" className="space-y-3 rounded-3xl bg-white p-6 text-center">
          <p>No pudimos cargar los retos.</p>
          <Button onClick={() => void content.refetch()}>Reintentar</Button>
        </div>
      ) : challenges.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          Aún no hay retos disponibles. Vuelve pronto.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {challenges.map((challenge) => {
            const status = challengeStatus(challenge.id, active.data, progress.data);
            return (
              <li key={challenge.id}>
                <ChallengeCard
                  challenge={challenge}
                  status={status}
                  href={challengeHref(challenge.id, status)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
