import type {
  ChallengeProgressState,
  ChallengeProgressView,
  ChallengeReflectionView,
  SectionCompletionView,
} from '@inhala/domain';

/**
 * Each person's way through the challenges (the challenges and their days are the content
 * context's catalogue). Joining relies on the store's
 * one-active-challenge rule, so two joins at once cannot both succeed.
 */
export abstract class ChallengeStore {
  abstract progress(ownerId: string): Promise<ChallengeProgressView[]>;
  /** 'joined', or 'busy' when another challenge is active (also when a concurrent join won). */
  abstract activate(ownerId: string, challengeId: number): Promise<'joined' | 'busy'>;
  abstract deactivate(ownerId: string, challengeId: number): Promise<boolean>;
  /**
   * Inside a unit of work: holds the person's progress in this challenge until it ends, so two
   * writes to it (two sections completed at once) take turns and the second sees the first.
   */
  abstract lockProgress(ownerId: string, challengeId: number): Promise<void>;
  abstract completions(ownerId: string, challengeId: number): Promise<SectionCompletionView[]>;
  abstract completeSection(
    ownerId: string,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
  ): Promise<void>;
  abstract reflection(
    ownerId: string,
    dayId: number,
    sectionNumber: number,
  ): Promise<ChallengeReflectionView | null>;
  /** False when a reflection already exists: it is never overwritten. */
  abstract saveReflectionOnce(
    ownerId: string,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
    prompt: string | null,
    response: string,
  ): Promise<boolean>;
  /** `newDays` get their completion time; earlier times are kept. */
  abstract saveProgress(
    ownerId: string,
    challengeId: number,
    state: ChallengeProgressState,
    newDays: number[],
  ): Promise<void>;
}
