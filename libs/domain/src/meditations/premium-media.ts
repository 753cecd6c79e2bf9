import { hasFullAccess, type Role } from '../accounts/roles';
import type { ChallengeDayView } from '../contracts/challenges';
import type { ContentBundle, MeditationMediaView, MeditationView } from '../contracts/content';

/**
 * Every meditation is premium: visitors and leads are sent to a conversion page instead of the
 * player (02 §2.6, §4.11), and meditations carry no free flag. So the public catalogue bundle
 * never holds a meditation's video link, uploaded file or its transcript's address: a subscriber reads them from
 * GET /api/meditations/media. `mediaType` stays (it says what kind of player, not where).
 * Challenge days are taken only after joining, which needs a subscription (02 §4.11): their
 * sections' links (videos, resources, uploaded audio) are left out the same way.
 */
export function publicBundle(bundle: ContentBundle): ContentBundle {
  return {
    ...bundle,
    meditations: bundle.meditations.map((m) => ({
      ...m,
      videoUrl: null,
      mediaUrl: null,
      transcriptUrl: null,
      captionsUrl: null,
    })),
    challengeDetails: bundle.challengeDetails.map(publicChallengeDay),
  };
}

/** A challenge day without its sections' links: what the day list says to everyone (02 §2.10). */
export function publicChallengeDay(day: ChallengeDayView): ChallengeDayView {
  return {
    ...day,
    sections: day.sections.map((s) => ({
      ...s,
      url: null,
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    })),
  };
}

/**
 * GET /api/challenges/{id}/days: whole for a subscriber or an admin (full access, 01 §6), without
 * the media links for a lead or a visitor, whatever the client asks.
 */
export function challengeDaysFor(
  role: Role | null | undefined,
  days: ChallengeDayView[],
): ChallengeDayView[] {
  return hasFullAccess(role) ? days : days.map(publicChallengeDay);
}

/** The media links of the meditations that have any. */
export function meditationMediaOf(meditations: readonly MeditationView[]): MeditationMediaView[] {
  return meditations
    .filter((m) => m.videoUrl !== null || m.mediaUrl !== null)
    .map(({ id, videoUrl, mediaUrl, mediaType, transcriptUrl, captionsUrl }) => ({
      id,
      videoUrl,
      mediaUrl,
      mediaType,
      transcriptUrl,
      captionsUrl,
    }));
}

/** A meditation of the public bundle with its media put back, when the subscriber's list has them. */
export function withMedia<M extends Pick<MeditationView, 'id'>>(
  meditation: M,
  media: readonly MeditationMediaView[] | undefined,
): M {
  const found = media?.find((m) => m.id === meditation.id);
  return found ? { ...meditation, ...found } : meditation;
}
