import { mediaKindOf, resolveAudioSource, videoEmbedUrl, type MeditationView } from '@inhala/domain';
import { AudioPlayer } from './AudioPlayer';
import { LazyImage } from './LazyImage';

type Props = Pick<MeditationView, 'name' | 'videoUrl' | 'mediaUrl' | 'mediaType' | 'imageUrl'>;

/**
 * A meditation's practice as people see it on /meditation/{position} (and the CMS in its
 * preview): the file uploaded in the CMS when there is one (audio in Inhala's player, video in
 * the browser's), else the YouTube or Vimeo link, else 'Video no disponible'. Files are played
 * through the same-origin rule (01 §5); anything else is not played.
 */
export function MeditationMedia({ name, videoUrl, mediaUrl, mediaType, imageUrl }: Props) {
  const file = resolveAudioSource(mediaUrl, window.location.origin);
  const kind = mediaType ?? mediaKindOf(mediaUrl) ?? 'audio';
  if (file && kind === 'audio')
    return (
      <section aria-label="Audio de la meditación" className="overflow-hidden rounded-3xl bg-white shadow-sm">
        {imageUrl && (
          <LazyImage
            url={imageUrl}
            context="meditation-player"
            alt=""
            className="aspect-[21/9] w-full object-cover"
          />
        )}
        <AudioPlayer src={file} label={name} className="bg-white" />
      </section>
    );
  const embed = videoEmbedUrl(videoUrl);
  return (
    <div className="overflow-hidden rounded-3xl bg-ink/90 shadow-sm">
      {file ? (
        <video
          src={file}
          controls
          preload="metadata"
          playsInline
          aria-label={`Video: ${name}`}
          className="aspect-video w-full bg-black"
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
}
