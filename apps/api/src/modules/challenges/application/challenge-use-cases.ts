import { Injectable } from '@nestjs/common';
import {
  CHALLENGE_REFLECTION_MAX_LENGTH,
  DomainError,
  isSectionNumber,
  type ActiveChallengeResponse,
  type ChallengeDayView,
  type ChallengeProgressState,
  type ChallengeProgressView,
  type ChallengeReflectionView,
  type SaveReflectionRequest,
  type SectionCompletionView,
  type UpdateChallengeProgressRequest,
  type UserView,
} from '@inhala/domain';
import { ChallengeStore } from '../ports/challenge-store.port';
import { ChallengeProgressService } from './challenge-progress.service';

type Person = Pick<UserView, 'id' | 'timezone'>;

interface AcceptedReflection {
  dayId: number;
  sectionNumber: number;
  prompt: string | null;
  response: string;
}

/** Every challenge call of 02 §7, each a short method over the store and the progress rules. */
@Injectable()
export class ChallengeUseCases {
  constructor(
    private readonly store: ChallengeStore,
    private readonly progressService: ChallengeProgressService,
  ) {}

  async active(user: Person): Promise<ActiveChallengeResponse> {
    const active = (await this.store.progress(user.id)).find((p) => p.isActive);
    if (!active) return { activeChallenge: null };
    return {
      activeChallenge: {
        challengeId: active.challengeId,
        currentDay: active.currentDay,
        completedDays: active.completedDays,
      },
    };
  }

  progress(user: Person): Promise<ChallengeProgressView[]> {
    return this.store.progress(user.id);
  }

  async days(challengeId: number): Promise<ChallengeDayView[]> {
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    return this.store.days(challengeId);
  }

  /** One active challenge at a time, also under concurrent joins; joining again is harmless. */
  async join(user: Person, challengeId: number): Promise<ChallengeProgressView> {
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    const current = await this.store.progress(user.id);
    const same = current.find((p) => p.challengeId === challengeId);
    if (same?.isActive) return same;
    if (same?.isCompleted) throw new DomainError('CHALLENGE.ALREADY_COMPLETED');
    if (current.some((p) => p.isActive) || (await this.store.activate(user.id, challengeId)) === 'busy') {
      throw new DomainError('CHALLENGE.ALREADY_ACTIVE');
    }
    const joined = (await this.store.progress(user.id)).find((p) => p.challengeId === challengeId);
    if (!joined) throw new DomainError('CHALLENGE.NOT_FOUND');
    return joined;
  }

  async leave(user: Person, challengeId: number): Promise<void> {
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    if (!(await this.store.deactivate(user.id, challengeId))) throw new DomainError('CHALLENGE.NOT_JOINED');
  }

  async completions(user: Person, challengeId: number): Promise<SectionCompletionView[]> {
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    return this.store.completions(user.id, challengeId);
  }

  /** A non-journal section is marked complete once; a journal section completes with its reflection. */
  async completeSection(
    user: Person,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
  ): Promise<ChallengeProgressState> {
    const { progress, day, days } = await this.progressService.openDay(user, challengeId, dayId);
    const section = this.section(day, sectionNumber);
    if (section.meta === 'journal' && !(await this.store.reflection(user.id, dayId, sectionNumber))) {
      throw new DomainError('CHALLENGE.SECTION_INVALID', 'Guarda tu reflexión para completar esta sección');
    }
    await this.store.completeSection(user.id, challengeId, dayId, sectionNumber);
    return this.progressService.recompute(user, challengeId, progress, days);
  }

  async reflection(
    user: Person,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
  ): Promise<ChallengeReflectionView> {
    if (!isSectionNumber(sectionNumber)) throw new DomainError('CHALLENGE.SECTION_INVALID');
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    const days = await this.store.days(challengeId);
    if (!days.some((d) => d.id === dayId)) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
    const found = await this.store.reflection(user.id, dayId, sectionNumber);
    if (!found) throw new DomainError('CHALLENGE.REFLECTION_NOT_FOUND');
    return found;
  }

  /** Saved once, trimmed, and never overwritten; saving completes the section. */
  async saveReflection(
    user: Person,
    challengeId: number,
    dayId: number,
    sectionNumber: number,
    body: SaveReflectionRequest,
  ): Promise<ChallengeReflectionView> {
    const { progress, day, days } = await this.progressService.openDay(user, challengeId, dayId);
    const reflection = this.acceptedReflection(day, sectionNumber, body.response, body.prompt);
    if (!(await this.saveOnce(user, challengeId, reflection)))
      throw new DomainError('CHALLENGE.REFLECTION_LOCKED');
    await this.progressService.recompute(user, challengeId, progress, days);
    return (await this.store.reflection(user.id, dayId, sectionNumber))!;
  }

  /**
   * PATCH progress (02 §7): the reflections it carries follow the same rules as the section
   * call (the day must be open, the section a reflection, the text non-empty and not too
   * long), all checked before anything is written; one already saved is left as it is. The
   * days and the current day are not taken on trust but rebuilt from the completions.
   */
  async updateProgress(
    user: Person,
    challengeId: number,
    body: UpdateChallengeProgressRequest,
  ): Promise<ChallengeProgressState> {
    if (!(await this.store.challenge(challengeId))) throw new DomainError('CHALLENGE.NOT_FOUND');
    const days = await this.store.days(challengeId);
    const mine = (await this.store.progress(user.id)).find(
      (p) => p.challengeId === challengeId && (p.isActive || p.isCompleted),
    );
    if (!mine) throw new DomainError('CHALLENGE.NOT_JOINED');
    const reflections = (body.journalEntries ?? []).map((entry) => {
      const day = days.find((d) => d.dayNumber === entry.dayNumber);
      if (!day) throw new DomainError('CHALLENGE.DAY_NOT_FOUND');
      this.progressService.assertDayOpen(day, mine);
      return this.acceptedReflection(day, entry.sectionNumber, entry.content, entry.promptText);
    });
    for (const reflection of reflections) await this.saveOnce(user, challengeId, reflection);
    return this.progressService.recompute(user, challengeId, mine, days);
  }

  /** The one set of rules a reflection meets, whichever call brings it. */
  private acceptedReflection(
    day: ChallengeDayView,
    sectionNumber: number,
    text: unknown,
    prompt: string | undefined,
  ): AcceptedReflection {
    const section = this.section(day, sectionNumber);
    if (section.meta !== 'journal')
      throw new DomainError('CHALLENGE.SECTION_INVALID', 'Esta sección no es una reflexión');
    const response = typeof text === 'string' ? text.trim() : '';
    if (!response) throw new DomainError('VALIDATION.FAILED', 'Escribe tu reflexión antes de guardarla');
    if (response.length > CHALLENGE_REFLECTION_MAX_LENGTH)
      throw new DomainError(
        'VALIDATION.FAILED',
        `La reflexión admite hasta ${CHALLENGE_REFLECTION_MAX_LENGTH} caracteres`,
      );
    return {
      dayId: day.id,
      sectionNumber: section.number,
      prompt: prompt?.trim() || section.content || null,
      response,
    };
  }

  /** Stores the reflection unless one exists, and completes its section; false when it existed. */
  private async saveOnce(user: Person, challengeId: number, r: AcceptedReflection): Promise<boolean> {
    const saved = await this.store.saveReflectionOnce(
      user.id,
      challengeId,
      r.dayId,
      r.sectionNumber,
      r.prompt,
      r.response,
    );
    if (saved) await this.store.completeSection(user.id, challengeId, r.dayId, r.sectionNumber);
    return saved;
  }

  private section(day: ChallengeDayView, sectionNumber: number) {
    const section = isSectionNumber(sectionNumber)
      ? day.sections.find((s) => s.number === sectionNumber)
      : undefined;
    if (!section) throw new DomainError('CHALLENGE.SECTION_INVALID');
    return section;
  }
}
