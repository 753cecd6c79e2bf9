import { useEffect, useRef, useState } from 'react';
import {
  angelMondayDay,
  formatCalendarLongDate,
  gradientCss,
  hasFullAccess,
  resolveAudioSource,
} from '@inhala/domain';
import {
  AudioWithTranscript,
  DownloadButton,
  PageHeader,
  Skeleton,
  useAngelMondays,
  useSearchParams,
  useSession,
} from '@inhala/ui';
import { PremiumLockCard } from '../components/PremiumLockCard';

/** /angel-mondays (01 §2): the featured message and the 'Otros Angel Mondays' strip. */
export function AngelMondaysPage() {
  const { user } = useSession();
  const { data: entries, isPending, isError } = useAngelMondays();
  // ?id= opens that message first ('Continuar escuchando' links to it); unknown ids show the newest.
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(() => Number(params.get('id')) || null);
  const strip = useRef<HTMLDivElement>(null);

  const featured = entries?.find((e) => e.id === selectedId) ?? entries?.[0];
  const others = entries?.filter((e) => e.id !== featured?.id) ?? [];

  useEffect(() => {
    if (selectedId === null) return;
    strip.current
      ?.querySelector<HTMLElement>(`[data-id="${selectedId}"]`)
      ?.scrollIntoView?.({ behavior: 'smooth', inline: 'center', block: 'nearest' });
  }, [selectedId]);

  const header = <PageHeader title="Angel Mondays" subtitle="Inhala & exhala lento y profundo" backTo="/" />;
  if (user && !hasFullAccess(user.role)) {
    return (
      <>
        {header}
        <PremiumLockCard />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        {header}
        <div role="status" aria-label="Cargando Angel Mondays" className="space-y-4">
          <Skeleton className="h-72" />
          <div className="flex gap-4">
            <Skeleton className="h-32 w-[280px] shrink-0" />
            <Skeleton className="h-32 w-[280px] shrink-0" />
          </div>
        </div>
      </>
    );
  }
  if (isError || !featured) {
    return (
      <>
        {header}
        <section className="rounded-3xl bg-white p-8 text-center">
          <h2 className="font-display text-2xl text-ink">Lunes de Ángeles</h2>
          <p className="mt-2 text-ink-soft">No hay contenido disponible en este momento.</p>
        </section>
      </>
    );
  }

  const audio = resolveAudioSource(featured.audioUrl, window.location.origin);
  return (
    <>
      {header}
      <article
        className="rounded-3xl p-6 shadow-sm md:p-10"
        style={{ background: gradientCss(featured.gradientOption) }}
        aria-labelledby="featured-title"
      >
        <p className="inline-block rounded-full bg-white/70 px-3 py-1 text-sm text-ink">
          {formatCalendarLongDate(angelMondayDay(featured.timestamp))}
        </p>
        <h2 id="featured-title" className="mt-4 font-display text-3xl text-ink md:text-4xl">
          {featured.title}
        </h2>
        {audio && (
          <div className="mt-4">
            <AudioWithTranscript
              key={featured.id}
              src={audio}
              media={{ title: featured.title, album: 'Angel Mondays' }}
              transcriptUrl={featured.transcriptUrl}
              captionsUrl={featured.captionsUrl}
              // 'Continuar escuchando': it starts where the person left this message.
              resume={
                hasFullAccess(user?.role) && featured.audioUrl
                  ? { kind: 'angel-monday', id: featured.id }
                  : null
              }
              // Premium content: only for those who may open it (the lock card stops anyone else).
              actions={
                user &&
                hasFullAccess(user.role) &&
                featured.audioUrl && (
                  <DownloadButton
                    src={featured.audioUrl}
                    meta={{ kind: 'angel-monday', id: featured.id, title: featured.title }}
                  />
                )
              }
            />
          </div>
        )}
        {/* The server stores only allow-listed HTML (sanitised on write). */}
        <div
          className="angel-html mt-5 text-lg leading-relaxed text-ink"
          dangerouslySetInnerHTML={{ __html: featured.text }}
        />
      </article>

      {others.length > 0 && (
        <section className="mt-8" aria-labelledby="others-title">
          <h2 id="others-title" className="mb-3 font-display text-2xl text-ink">
            Otros Angel Mondays
          </h2>
          <div ref={strip} className="flex snap-x gap-4 overflow-x-auto pb-3">
            {others.map((entry) => (
              <button
                key={entry.id}
                data-id={entry.id}
                type="button"
                onClick={() => setSelectedId(entry.id)}
                className="w-[280px] shrink-0 snap-center rounded-3xl p-5 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-sage-700"
                style={{ background: gradientCss(entry.gradientOption) }}
              >
                <span className="block text-xs text-ink-soft">
                  {formatCalendarLongDate(angelMondayDay(entry.timestamp))}
                </span>
                <span className="mt-2 block font-display text-xl text-ink">{entry.title}</span>
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
