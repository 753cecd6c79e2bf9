import { useRef, useState, type ReactNode } from 'react';
import {
  isComplete,
  mediaKindOf,
  resolveAudioSource,
  videoEmbedUrl,
  type MeditationView,
} from '@inhala/domain';
import { AmbientSoundControl } from '../ambient/AmbientSoundControl';
import { useMediaPlaying } from '../ambient/use-media-playing';
import { ResumableAudioPlayer, type ResumeAt } from '../listening/ResumableAudioPlayer';
import { AUDIO_PLAYER_ERRORS, type AudioPlayerErrors } from './AudioPlayer';
import { LazyImage } from './LazyImage';
import { Transcript, useRecordingCaptions } from './Transcript';

/** A meditation that was not downloaded cannot play offline: it says it needs the network. */
const MEDITATION_AUDIO_ERRORS: AudioPlayerErrors = {
  ...AUDIO_PLAYER_ERRORS,
  offline: 'Necesitas conexión a internet para escuchar esta meditación.',
};

type Props = Pick<MeditationView, 'name' | 'videoUrl' | 'mediaUrl' | 'mediaType' | 'imageUrl'> &
  Partial<Pick<MeditationView, 'categories' | 'transcriptUrl' | 'captionsUrl'>> & {
    /** Called once when an uploaded file reaches 90 % (isComplete), with the position reached in seconds. */
    onComplete?: (seconds: number) => void;
    /**
     * Called when an uploaded file has played to its end: an audio file with the seconds listened
     * (its player counts them), a video with null (the browser's player does not).
     */
    onEnded?: (listened: number | null) => void;
    /** Shown instead of 'Video no disponible' when there is neither a file nor a link (the guided session). */
    unavailable?: ReactNode;
    /**
     * 'Continuar escuchando': the meditation whose place is kept for this person (a subscriber's),
     * so the audio player starts where it was left. Only the audio player resumes.
     */
    resume?: ResumeAt | null;
    /** Extra controls for an uploaded file, in the player for audio (the player page's 'Descargar'). */
    actions?: ReactNode;
  };

/**
 * A meditation's practice as people see it on /meditation/{position} (and the CMS in its
 * preview): the file uploaded in the CMS when there is one (audio in Inhala's player, video in
 * the browser's), else the YouTube or Vimeo link, else 'Video no disponible'. Files are played
 * through the same-origin rule (01 §5); anything else is not played. An embedded link cannot tell
 * how far it was watched, so only files report `onComplete`.
 */
export function MeditationMedia({
  name,
  videoUrl,
  mediaUrl,
  mediaType,
  imageUrl,
  categories,
  transcriptUrl,
  captionsUrl,
  onComplete,
  onEnded,
  unavailable,
  resume,
  actions,
}: Props) {
  const file = resolveAudioSource(mediaUrl, window.location.origin);
  // A video file reports its 90 % once per load, as the audio player does.
  const videoCompleted = useRef(false);
  // The background sound ('Sonido de fondo') plays under the recording while it plays.
  const [audioSection, setAudioSection] = useState<HTMLElement | null>(null);
  const recordingPlaying = useMediaPlaying(audioSection);
  const kind = mediaType ?? mediaKindOf(mediaUrl) ?? 'audio';
  const captions = useRecordingCaptions(file && kind === 'audio' ? captionsUrl : null);
  if (file && kind === 'audio')
    return (
      <div className="space-y-4">
        <section
          ref={setAudioSection}
          aria-label="Audio de la meditación"
          className="overflow-hidden rounded-3xl bg-white shadow-sm"
        >
          {imageUrl && (
            <LazyImage
              url={imageUrl}
              context="meditation-player"
              alt=""
              className="aspect-[21/9] max-h-64 w-full object-cover"
            />
          )}
          <ResumableAudioPlayer
            src={file}
            label={name}
            errors={MEDITATION_AUDIO_ERRORS}
            className="bg-white"
            onComplete={onComplete}
            onEnded={onEnded}
            media={{ title: name, album: categories?.[0] ?? 'Meditación', artworkUrl: imageUrl }}
            resume={resume}
            actions={actions}
            captionsUrl={captions.trackUrl}
            onCue={captions.onCue}
          />
          <AmbientSoundControl active={recordingPlaying} className="px-4 pb-3" />
        </section>
        {/* The recording's text alternative (WCAG 2.1 AA 1.2.1), under its player. */}
        {transcriptUrl && <Transcript url={transcriptUrl} activeCue={captions.cue} />}
      </div>
    );
  const embed = videoEmbedUrl(videoUrl);
  if (!file && !embed && unavailable) return <>{unavailable}</>;
  const frame = (
    <div className="overflow-hidden rounded-3xl bg-ink/90 shadow-sm">
      {file ? (
        <video
          src={file}
          controls
          preload="metadata"
          playsInline
          aria-label={`Video: ${name}`}
          className="aspect-video w-full bg-black"
          onTimeUpdate={(e) => {
            const video = e.currentTarget;
            if (videoCompleted.current || !isComplete(video.currentTime, video.duration)) return;
            videoCompleted.current = true;
            onComplete?.(video.currentTime);
          }}
          onLoadStart={() => {
            videoCompleted.current = false;
          }}
          onEnded={() => onEnded?.(null)}
        />
      ) : embed ? (
        <iframe
          src={embed}
          title={name}
          className="aspect-video w-full"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <div className="relative aspect-video">
          {imageUrl && (
            <LazyImage
              url={imageUrl}
              context="meditation-player"
              alt=""
              className="h-full w-full object-cover opacity-60"
            />
          )}
          <p className="absolute inset-0 flex items-center justify-center font-medium text-white">
            Video no disponible
          </p>
        </div>
      )}
    </div>
  );
  if (!file || !actions) return frame;
  return (
    <div className="space-y-3">
      {frame}
      {actions}
    </div>
  );
}
