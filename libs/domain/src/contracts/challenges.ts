import type { SectionKind } from '../challenges/challenge-progress';

/** A challenge as the content bundle lists it (02 §3.5). */
export interface ChallengeView {
  id: number;
  name: string;
  slug: string;
  shortDesc: string | null;
  longDesc: string | null;
  imageUrl: string | null;
  welcomeVideoUrl: string | null;
  totalDays: number;
  isPremium: boolean;
  createdAt: string;
}

export interface ChallengeSectionView {
  number: number;
  meta: SectionKind;
  title: string | null;
  content: string | null;
  url: string | null;
  audioPath: string | null;
  /**
   * An audio section's text alternative (…/sections/{n}/transcript) and timed captions
   * (…/sections/{n}/captions.vtt): premium like the file, null for anyone else and when it has none.
   */
  transcriptUrl: string | null;
  captionsUrl: string | null;
}

export interface ChallengeDayView {
  id: number;
  challengeId: number;
  dayNumber: number;
  moduleTitle: string | null;
  preview: string | null;
  /** Only the configured sections, in order (at most 4). */
  sections: ChallengeSectionView[];
  audioOriginalName: string | null;
  audioSize: number | null;
}

export interface ActiveChallengeView {
  challengeId: number;
  currentDay: number;
  completedDays: number[];
}

export interface ActiveChallengeResponse {
  activeChallenge: ActiveChallengeView | null;
}

export interface ChallengeProgressView {
  challengeId: number;
  currentDay: number;
  completedDays: number[];
  isActive: boolean;
  isCompleted: boolean;
  completedAt: string | null;
}

export interface UserProgressResponse {
  progress: ChallengeProgressView[];
}

export interface SectionCompletionView {
  dayId: number;
  sectionNumber: number;
}

export interface ChallengeReflectionView {
  dayId: number;
  sectionNumber: number;
  prompt: string | null;
  response: string;
  createdAt: string;
}

export interface SaveReflectionRequest {
  prompt?: string;
  response: string;
}

export interface UpdateChallengeProgressRequest {
  currentDay?: number;
  /** JSON text of a list of day numbers, as the spec sends it. */
  completedDays?: string;
  journalEntries?: Array<{ dayNumber: number; sectionNumber: number; promptText?: string; content: string }>;
}
