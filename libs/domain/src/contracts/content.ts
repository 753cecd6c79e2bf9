import type { GuidanceStep } from '../practice/guided-session';
import type { ChallengeDayView, ChallengeView } from './challenges';
import type { ArchangelView, OracleCardView } from './ritual';

/** GET /api/content (02 §3.3, §7): the whole catalogue in one bundle. */
export interface MeditationView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  videoUrl: string | null;
  /** An uploaded audio or video file (/uploads/...), played through the same-origin rule. */
  mediaUrl: string | null;
  mediaType: 'audio' | 'video' | null;
  /**
   * Whole seconds of the uploaded file, read by the server from its bytes; null without a file
   * or when it could not be read. Cards show it over `duration` (meditationDurationLabel).
   */
  mediaSeconds: number | null;
  /**
   * Where the recording's text alternative is read (GET /api/meditations/{id}/transcript) and its
   * timed captions (…/captions.vtt): premium like the file, so null in the public bundle, and
   * null when the file has none.
   */
  transcriptUrl: string | null;
  captionsUrl: string | null;
  duration: string | null;
  imageUrl: string | null;
  journalPrompt: string | null;
  isNew: boolean;
  sortOrder: number;
  /** First type name, e.g. 'Pasiva'. */
  type: string | null;
  keywords: string[];
  categories: string[];
  categoryIds: number[];
  keywordIds: number[];
  typeIds: number[];
}

export interface LookupView {
  id: number;
  name: string;
}

export interface CategoryView extends LookupView {
  imageUrl: string | null;
}

export interface ContentBundle {
  meditations: MeditationView[];
  challenges: ChallengeView[];
  challengeDetails: ChallengeDayView[];
  oracleCards: OracleCardView[];
  arcangeles: ArchangelView[];
  categories: CategoryView[];
  keywords: LookupView[];
  types: LookupView[];
}

export interface FavoriteMeditationView {
  id: number;
  name: string;
  imageUrl: string | null;
  duration: string | null;
  isNew: boolean;
}

/**
 * GET /api/meditations/media (signed in, subscribed): the media links the public bundle leaves
 * out. Only meditations with a video link or an uploaded file are listed.
 */
export type MeditationMediaView = Pick<
  MeditationView,
  'id' | 'videoUrl' | 'mediaUrl' | 'mediaType' | 'transcriptUrl' | 'captionsUrl'
>;

/**
 * GET /api/meditations/{id}/transcript (subscribers): the recording's text alternative, with the
 * captions' cues when it has captions (the player marks the one playing).
 */
export interface MeditationTranscriptView {
  meditationId: number;
  text: string;
  cues: Array<{ start: number; end: number; text: string }>;
}

/** GET /api/meditations/{id}/script (subscribers) and the editor's script: what the guide says. */
export interface MeditationScriptView {
  meditationId: number;
  /** Each step at its second of the session, in order; empty when the description guides it. */
  steps: GuidanceStep[];
}

/**
 * GET /api/meditations/search?q=: the published meditations a search finds, best first (their
 * views are in the content bundle), and the words it read as others ('respiracoin' → 'respiracion').
 */
export interface MeditationSearchView {
  query: string;
  ids: number[];
  corrections: Array<{ from: string; to: string }>;
}

/** PUT /api/admin/meditations/{id}/script: the whole script (an empty list removes it). */
export interface MeditationScriptInput {
  steps: GuidanceStep[];
}
