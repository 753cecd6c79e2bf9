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
    const section = this.section(day, sectionNumber);
    if (section.meta !== 'journal')
      throw new DomainError('CHALLENGE.SECTION_INVALID', 'Esta sección no es una reflexión');
    const response = typeof body.response === 'string' ? body.response.trim() : '';
    if (!response) throw new DomainError('VALIDATION.FAILED', 'Escribe tu reflexión antes de guardarla');
    if (response.length > CHALLENGE_REFLECTION_MAX_LENGTH)
      throw new DomainError(
        'VALIDATION.FAILED',
        `La reflexión admite hasta ${CHALLENGE_REFLECTION_MAX_LENGTH} caracteres`,
      );
    const prompt = body.prompt?.trim() || section.content || null;
    if (
      !(await this.store.saveReflectionOnce(user.id, challengeId, dayId, sectionNumber, prompt, response))
    ) {
      throw new DomainError('CHALLENGE.REFLECTION_LOCKED');
    }
    await this.store.completeSection(user.id, challengeId, dayId, sectionNumber);
    await this.progressService.recompute(user, challengeId, progress, days);
    return (await this.store.reflection(user.id, dayId, sectionNumber))!;
  }

  /**
   * PATCH progress (02 §7): the reflections it carries are saved (once each); the days and the
   * current day are not taken on trust but rebuilt from the completions.
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
    for (const entry of body.journalEntries ?? []) {
      const day = days.find((d) => d.dayNumber === entry.dayNumber);
      const section = day?.sections.find((s) => s.number === entry.sectionNumber);
      const content = entry.content?.trim();
      if (!day || section?.meta !== 'journal' || !content) continue;
      if (
        await this.store.saveReflectionOnce(
          user.id,
          challengeId,
          day.id,
          section.number,
          entry.promptText ?? section.content,
          content,
        )
      ) {
        await this.store.completeSection(user.id, challengeId, day.id, section.number);
      }
    }
    return this.progressService.recompute(user, challengeId, mine, days);
  }

  private section(day: ChallengeDayView, sectionNumber: number) {
    const section = isSectionNumber(sectionNumber)
      ? day.sections.find((s) => s.number === sectionNumber)
      : undefined;
    if (!section) throw new DomainError('CHALLENGE.SECTION_INVALID');
    return section;
  }
}
