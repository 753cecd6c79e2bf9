import { Clock, Heart } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useParams,
  Button,
  DownloadButton,
  LoadingScreen,
  MeditationMedia,
  PageHeader,
  Skeleton,
  messageOf,
  useAccess,
  useContent,
  useFavorites,
  useMeditationMedia,
  useSession,
  useToast,
  useToggleFavorite,
} from '@inhala/ui';
import {
  meditationAtPosition,
  meditationDurationLabel,
  positionOf,
  similarMeditations,
  visitorConversionTarget,
  withMedia,
} from '@inhala/domain';
import { GuidedSessionLauncher } from '../../shared/guided-session/GuidedSessionLauncher';
import { usePracticeRecorder } from '../api/practice-sessions';
import { MeditationCard } from '../components/MeditationCard';
import { RecordingEnd } from '../components/RecordingEnd';

/**
 * /meditation/{position} (02 §2.7): the practice (an uploaded file, the video link, or, with
 * neither, the guided session: MeditationMedia), prompt, favourite toggle and 3 similar
 * meditations. A finished guided session, or a file played to 90 %, is recorded as a practice
 * session (issue 17), kept in the browser until the server has it.
 */
export function MeditationPlayerPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const access = useAccess();
  const toast = useToast();
  const content = useContent();
  const favorites = useFavorites(Boolean(user));
  const toggle = useToggleFavorite();
  const all = useMemo(() => content.data?.meditations ?? [], [content.data]);
  // The public bundle has no media links (premium): a subscriber's own call puts them back.
  const media = useMeditationMedia(access.isSubscribed);
  const found = meditationAtPosition(all, id);
  const meditation = useMemo(() => found && withMedia(found, media.data), [found, media.data]);
  const similar = useMemo(() => (meditation ? similarMeditations(meditation, all) : []), [meditation, all]);
  const practice = usePracticeRecorder(meditation?.id ?? null);
  // The seconds listened once the file reached 90 % (a practice was recorded), and in all once
  // it played to its end.
  const [listened, setListened] = useState<number | null>(null);
  const [ended, setEnded] = useState<{ listened: number | null } | null>(null);
  useEffect(() => {
    setEnded(null);
    setListened(null);
  }, [meditation?.id]);

  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (!access.isSubscribed) {
    // Visitors go to the meditations conversion page, leads to the plans (02 §4.11).
    return <Navigate to={user ? '/subscription' : visitorConversionTarget(pathname)} replace />;
  }
  // isLoading, not isPending: a media call paused offline must not hide the guided session.
  if (content.isPending || media.isLoading) {
    return (
      <div role="status" aria-label="Cargando meditación" className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-video" />
      </div>
    );
  }
  if (!meditation) {
    return (
      <section className="mx-auto max-w-md space-y-4 py-10 text-center">
        <h1 className="font-display text-3xl text-ink">Meditación no encontrada</h1>
        <p className="text-ink-soft">Puede que ya no esté disponible.</p>
        <Link
          to="/meditaciones"
          className="inline-flex min-h-11 items-center rounded-full bg-sage-700 px-5 text-white hover:bg-sage-800"
        >
          Ver todas las meditaciones
        </Link>
      </section>
    );
  }

  const isFavorite = (favorites.data ?? []).some((f) => f.id === meditation.id);

  function toggleFavorite() {
    if (!meditation) return;
    toggle.mutate(
      { id: meditation.id, favorite: !isFavorite },
      {
        onSuccess: () =>
          toast({
            title: isFavorite ? 'Eliminado de favoritos' : 'Agregado a favoritos',
            description: 'El cambio se ha guardado correctamente.',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: messageOf(error, 'No se pudo actualizar el estado de favorito. Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <article className="space-y-6">
      <PageHeader title={meditation.name} backTo="/meditaciones" />
      <p className="-mt-4 flex flex-wrap items-center gap-3 text-ink-soft">
        {meditationDurationLabel(meditation) && (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden size={16} /> {meditationDurationLabel(meditation)}
          </span>
        )}
        {meditation.type && <span>· {meditation.type}</span>}
      </p>
      {meditation.keywords.length > 0 && (
        <ul aria-label="Palabras clave" className="flex flex-wrap gap-2">
          {meditation.keywords.map((k) => (
            <li key={k} className="rounded-full bg-sage-100 px-3 py-1 text-sm text-sage-900">
              {k}
            </li>
          ))}
        </ul>
      )}

      <MeditationMedia
        {...meditation}
        // 'Continuar escuchando': an uploaded file starts where the person left it, on any device.
        resume={access.isSubscribed && meditation.mediaUrl ? { kind: 'meditation', id: meditation.id } : null}
        // Only here, past the subscriber check: the file's address is premium.
        actions={
          meditation.mediaUrl && (
            <DownloadButton
              src={meditation.mediaUrl}
              meta={{ kind: 'meditation', id: meditation.id, title: meditation.name }}
            />
          )
        }
        onComplete={(seconds) => {
          practice.media(seconds);
          setListened(seconds);
        }}
        onEnded={(inAll) => setEnded({ listened: inAll })}
        unavailable={
          <GuidedSessionLauncher
            meditationId={meditation.id}
            name={meditation.name}
            album={meditation.categories[0]}
            guidance={meditation.description}
            duration={meditation.duration}
            imageUrl={meditation.imageUrl}
            onFinished={practice.guided}
          />
        }
      />

      {/* Only a practice that counted ends with its completion; a jump to the end does not. */}
      {ended && listened !== null && listened >= 1 && (
        // A video's own player does not count what was watched (a seek moves its position): no minutes.
        <RecordingEnd listened={ended.listened} journalPrompt={meditation.journalPrompt} />
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={isFavorite ? 'primary' : 'secondary'}
          aria-pressed={isFavorite}
          onClick={toggleFavorite}
          disabled={toggle.isPending || favorites.isPending}
        >
          <Heart aria-hidden size={18} fill={isFavorite ? 'currentColor' : 'none'} />
          {isFavorite ? 'En Favoritas' : 'Me Gusta'}
        </Button>
      </div>

      {meditation.description && <p className="text-ink">{meditation.description}</p>}
      {meditation.journalPrompt && (
        <section aria-labelledby="prompt-title" className="rounded-3xl bg-sand-100 p-5">
          <h2 id="prompt-title" className="font-display text-xl text-ink">
            Para reflexionar
          </h2>
          <p className="mt-2 text-ink-soft">{meditation.journalPrompt}</p>
        </section>
      )}

      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title" className="mb-3 font-display text-2xl text-ink">
            Meditaciones similares
          </h2>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {similar.map((m) => (
              <MeditationCard key={m.id} {...m} position={positionOf(all, m.id)} hasAccess />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
