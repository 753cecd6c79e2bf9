import { CalendarDays, Clock } from 'lucide-react';
import { CHALLENGE_DAILY_TIME, challengeStatus, countOf, videoEmbedUrl } from '@inhala/domain';
import { LazyImage, LoadingScreen, PageHeader, Skeleton, useActiveChallenge, useSession } from '@inhala/ui';
import { useChallengeDays } from '../api/challenges';
import { useRouteChallenge } from '../hooks/use-route-challenge';
import { ChallengeLoadError, ChallengeNotice } from '../components/ChallengeNotice';
import { JoinPanel } from '../components/JoinPanel';

/** /challenges/{id} and /challenge/{id} (02 §2.10): what the challenge is, its days, and joining. */
export function ChallengeDetailPage() {
  const { user } = useSession();
  const { id, challenge, all, mine, loading, failed, retry } = useRouteChallenge();
  const active = useActiveChallenge(Boolean(user));
  const days = useChallengeDays(challenge ? id : 0);

  if (loading) return <LoadingScreen text="Cargando reto..." />;
  if (!challenge) {
    return failed ? (
      <ChallengeLoadError onRetry={retry} />
    ) : (
      <ChallengeNotice title="Reto no encontrado">Puede que ya no esté disponible.</ChallengeNotice>
    );
  }

  const status = challengeStatus(id, active.data, mine ? [mine] : []);
  const otherActive =
    active.data && active.data.challengeId !== id
      ? (all.find((c) => c.id === active.data?.challengeId) ?? null)
      : null;
  const welcome = videoEmbedUrl(challenge.welcomeVideoUrl);

  return (
    <article className="space-y-6">
      <PageHeader title={challenge.name} subtitle={challenge.shortDesc} backTo="/challenges" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
        <div className="overflow-hidden rounded-3xl bg-sage-100 shadow-sm">
          <LazyImage
            url={challenge.imageUrl}
            context="challenge-card"
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-white p-4 shadow-sm">
              <dt className="inline-flex items-center gap-1 text-sm text-ink-soft">
                <CalendarDays aria-hidden size={16} /> Duración
              </dt>
              <dd className="font-display text-2xl text-ink">
                {countOf(challenge.totalDays, 'día', 'días')}
              </dd>
            </div>
            <div className="rounded-2xl bg-white p-4 shadow-sm">
              <dt className="inline-flex items-center gap-1 text-sm text-ink-soft">
                <Clock aria-hidden size={16} /> Cada día
              </dt>
              <dd className="font-display text-2xl text-ink">{CHALLENGE_DAILY_TIME}</dd>
            </div>
          </dl>
          {challenge.longDesc && (
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{challenge.longDesc}</p>
          )}
          <JoinPanel challengeId={id} status={status} otherActive={otherActive} />
        </div>
      </div>

      {welcome && (
        <section aria-labelledby="reto-bienvenida" className="space-y-3">
          <h2 id="reto-bienvenida" className="font-display text-2xl text-ink">
            Bienvenida
          </h2>
          <iframe
            src={welcome}
            title={`Video de bienvenida: ${challenge.name}`}
            className="aspect-video w-full rounded-3xl bg-ink/90"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </section>
      )}

      <section aria-labelledby="reto-contenido" className="space-y-3">
        <h2 id="reto-contenido" className="font-display text-2xl text-ink">
          Contenido del reto
        </h2>
        {days.isPending ? (
          <div role="status" aria-label="Cargando días" className="space-y-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : days.isError ? (
          <p role="alert" className="text-ink-soft">
            No pudimos cargar los días del reto.
          </p>
        ) : (
          <ol className="space-y-2">
            {(days.data ?? []).map((day) => (
              <li key={day.id}>
                <details className="group rounded-2xl bg-white shadow-sm open:ring-1 open:ring-sage-200">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-sage-600">
                    <span className="shrink-0 rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-sage-900">
                      Día {day.dayNumber}
                    </span>
                    <span className="flex-1 font-medium text-ink">{day.moduleTitle}</span>
                    <span aria-hidden className="text-sage-700 transition-transform group-open:rotate-180">
                      ▾
                    </span>
                  </summary>
                  {day.preview && <p className="px-4 pb-4 text-ink-soft">{day.preview}</p>}
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
