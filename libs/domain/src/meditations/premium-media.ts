import type { ContentBundle, MeditationMediaView, MeditationView } from '../contracts/content';

/**
 * Every meditation is premium: visitors and leads are sent to a conversion page instead of the
 * player (02 §2.6, §4.11), and meditations carry no free flag. So the public catalogue bundle
 * never holds a meditation's video link or uploaded file: a subscriber reads them from
 * GET /api/meditations/media. `mediaType` stays (it says what kind of player, not where).
 */
export function publicBundle(bundle: ContentBundle): ContentBundle {
  return {
    ...bundle,
    meditations: bundle.meditations.map((m) => ({ ...m, videoUrl: null, mediaUrl: null })),
  };
}

/** The media links of the meditations that have any. */
export function meditationMediaOf(meditations: readonly MeditationView[]): MeditationMediaView[] {
  return meditations
    .filter((m) => m.videoUrl !== null || m.mediaUrl !== null)
    .map(({ id, videoUrl, mediaUrl, mediaType }) => ({ id, videoUrl, mediaUrl, mediaType }));
}

/** A meditation of the public bundle with its media put back, when the subscriber's list has them. */
export function withMedia<M extends Pick<MeditationView, 'id'>>(
  meditation: M,
  media: readonly MeditationMediaView[] | undefined,
): M {
  const found = media?.find((m) => m.id === meditation.id);
  return found ? { ...meditation, ...found } : meditation;
}
