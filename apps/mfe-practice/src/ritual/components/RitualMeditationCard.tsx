import { CheckCircle2, Heart, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { NO_ALTERNATIVE_MEDITATION, videoEmbedUrl, withMedia, type RitualView } from '@inhala/domain';
import {
  ApiError,
  Button,
  ConfirmDialog,
  DownloadButton,
  LazyImage,
  MeditationMedia,
  OFFLINE_TEXTS,
  isQueued,
  messageOf,
  useAccess,
  useContent,
  useFavorites,
  useMeditationMedia,
  useSession,
  useToast,
  useToggleFavorite,
} from '@inhala/ui';
import type { GuidedSessionResult } from '../../shared/guided-session/GuidedSession';
import { GuidedSessionLauncher } from '../../shared/guided-session/GuidedSessionLauncher';
import { usePracticeRecorder } from '../../meditations/api/practice-sessions';
import { useChangeRitualMeditation, useUpdateRitual } from '../api/ritual';

/**
 * The ritual's meditation (02 §2.3, §4.3): the practice, change while not completed, heart, mark
 * completed. The practice is the player page's (issue 17): the uploaded file, the video link, or
 * the guided session; finishing the guided session or playing a file to 90 % completes the step
 * exactly as 'Marcar como completada' does. The file and the guidance text come from the
 * catalogue, so 'Meditación cargando...' shows while the catalogue loads, and only then.
 */
export function RitualMeditationCard({ ritual }: { ritual: RitualView }) {
  const { user } = useSession();
  const toast = useToast();
  const content = useContent();
  // The public bundle has no media links (premium): the subscriber's own call puts them back.
  const access = useAccess();
  const media = useMeditationMedia(access.isSubscribed);
  const favorites = useFavorites(Boolean(user));
  const toggleFavorite = useToggleFavorite();
  const update = useUpdateRitual();
  const change = useChangeRitualMeditation();
  const [confirming, setConfirming] = useState(false);

  const { meditation } = ritual;
  const keywords = meditation.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const embed = videoEmbedUrl(meditation.videoUrl);
  const found =
    content.data?.meditations.find((m) =>
      meditation.id !== null ? m.id === meditation.id : m.name === ritual.meditationName,
    ) ?? null;
  const entry = found && withMedia(found, media.data);
  const practice = usePracticeRecorder(entry?.id ?? meditation.id);
  // The heart needs the catalogue entry: matched by name as the spec says (02 §4.3).
  const catalogueId = content.data?.meditations.find((m) => m.name === ritual.meditationName)?.id ?? null;
  const isFavorite = catalogueId !== null && (favorites.data ?? []).some((f) => f.id === catalogueId);

  function heart() {
    if (catalogueId === null) {
      toast({
        title: 'Error',
        description: 'No se pudo encontrar la información de la meditación.',
        variant: 'destructive',
      });
      return;
    }
    toggleFavorite.mutate(
      { id: catalogueId, favorite: !isFavorite },
      {
        onSuccess: () =>
          toast({
            title: isFavorite ? 'Eliminado de favoritos' : 'Agregado a favoritos',
            description: 'El cambio se ha guardado correctamente.',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'No se pudo actualizar el estado de favorito. Inténtalo de nuevo.',
            variant: 'destructive',
          }),
      },
    );
  }

  function complete() {
    update.mutate(
      { id: ritual.id, patch: { meditationCompleted: true } },
      {
        onSuccess: (answer) =>
          toast(
            isQueued(answer)
              ? { title: '¡Meditación completada!', description: OFFLINE_TEXTS.willBeSent }
              : { title: '¡Meditación completada!' },
          ),
        onError: (error) =>
          toast({
            title: 'Error',
            description: messageOf(error, 'No se pudo marcar la meditación como completada.'),
            variant: 'destructive',
          }),
      },
    );
  }

  /**
   * The practice reached its end: the same step completion as the button, once; and, like any
   * practice, a session for 'Mi práctica' (its minutes).
   */
  function practiceFinished() {
    if (!ritual.meditationCompleted && !update.isPending) complete();
  }
  const guidedFinished = (result: GuidedSessionResult) => {
    practice.guided(result);
    practiceFinished();
  };
  const mediaFinished = (seconds: number) => {
    practice.media(seconds);
    practiceFinished();
  };

  function changeMeditation() {
    change.mutate(ritual.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Meditación cambiada' });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.serverMessage === NO_ALTERNATIVE_MEDITATION) {
          toast({
            title: 'No hay alternativas',
            description: 'No encontramos otra meditación que coincida con tus preferencias de hoy.',
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Error',
            description: 'No se pudo cambiar la meditación. Inténtalo de nuevo.',
            variant: 'destructive',
          });
        }
      },
    });
  }

  return (
    <section aria-labelledby="ritual-meditacion" className="space-y-4 rounded-3xl bg-white p-5 shadow-sm">
      <p className="text-sm tracking-wide text-sage-700 uppercase">Meditación</p>
      <h2 id="ritual-meditacion" className="font-display text-2xl text-ink">
        {ritual.meditationName}
      </h2>
      <p className="text-sm text-ink-soft">
        {meditation.duration ?? `${ritual.duration} min`} · {ritual.style} · Intención: {ritual.intention}
      </p>
      {keywords.length > 0 && (
        <ul aria-label="Palabras clave" className="flex flex-wrap gap-2">
          {keywords.map((k) => (
            <li key={k} className="rounded-full bg-sage-100 px-3 py-1 text-sm text-sage-900">
              {k}
            </li>
          ))}
        </ul>
      )}
      {(content.isPending || media.isLoading) && !embed ? (
        <div role="status" className="relative aspect-video overflow-hidden rounded-3xl bg-ink/90">
          {meditation.imageUrl && (
            <LazyImage
              url={meditation.imageUrl}
              context="meditation-player"
              alt=""
              className="h-full w-full object-cover opacity-60"
            />
          )}
          <p className="absolute inset-0 flex items-center justify-center px-4 text-center font-medium text-white">
            Meditación cargando...
          </p>
        </div>
      ) : (
        <MeditationMedia
          name={ritual.meditationName}
          videoUrl={meditation.videoUrl}
          mediaUrl={entry?.mediaUrl ?? null}
          mediaType={entry?.mediaType ?? null}
          imageUrl={meditation.imageUrl}
          categories={entry?.categories}
          transcriptUrl={entry?.transcriptUrl}
          captionsUrl={entry?.captionsUrl}
          onComplete={mediaFinished}
          // The file's address comes only from a subscriber's own media call (premium).
          actions={
            access.isSubscribed &&
            entry?.mediaUrl && (
              <DownloadButton
                src={entry.mediaUrl}
                meta={{ kind: 'meditation', id: entry.id, title: entry.name }}
              />
            )
          }
          unavailable={
            <GuidedSessionLauncher
              meditationId={access.isSubscribed ? (entry?.id ?? null) : null}
              name={ritual.meditationName}
              guidance={entry?.description ?? null}
              duration={meditation.duration ?? `${ritual.duration} min`}
              imageUrl={meditation.imageUrl}
              onFinished={guidedFinished}
            />
          }
        />
      )}
      <div className="flex flex-wrap gap-3">
        {ritual.meditationCompleted ? (
          <p className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sage-100 px-4 font-medium text-sage-900">
            <CheckCircle2 aria-hidden size={18} /> Meditación completada
          </p>
        ) : (
          <>
            <Button onClick={complete} disabled={update.isPending}>
              <CheckCircle2 aria-hidden size={18} /> Marcar como completada
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={change.isPending}>
              <RefreshCw aria-hidden size={18} /> Cambiar Meditación
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          aria-pressed={isFavorite}
          aria-label={isFavorite ? 'Quitar de favoritas' : 'Agregar a favoritas'}
          onClick={heart}
          disabled={catalogueId === null || toggleFavorite.isPending}
        >
          <Heart aria-hidden size={20} fill={isFavorite ? 'currentColor' : 'none'} />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cambiar Meditación"
        message="Te daremos otra meditación para tu intención y tu estilo de hoy."
        confirmText="Cambiar"
        pending={change.isPending}
        onConfirm={changeMeditation}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
