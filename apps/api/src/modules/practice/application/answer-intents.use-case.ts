import { Injectable } from '@nestjs/common';
import {
  DomainError,
  intentsMessage,
  normalizedIntents,
  shouldAskIntents,
  type IntentKey,
  type IntentsDto,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { IntentAnswers } from '../ports/intent-answers.port';

/** GET and PUT /api/practice/intents: '¿Qué te trae a Inhala?'. */
@Injectable()
export class AnswerIntents {
  constructor(
    private readonly answers: IntentAnswers,
    private readonly clock: Clock,
  ) {}

  async read(user: Pick<UserView, 'id' | 'createdAt'>): Promise<IntentsDto> {
    const intents = await this.answers.of(user.id);
    return {
      intents: intents ?? [],
      ask: shouldAskIntents(intents !== null, user.createdAt, this.clock.now()),
    };
  }

  /** An empty list is a skip: the question is not asked again. */
  async answer(ownerId: string, input: unknown): Promise<IntentsDto> {
    const message = intentsMessage(input);
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    const intents = normalizedIntents(input as IntentKey[]);
    await this.answers.set(ownerId, intents);
    return { intents, ask: false };
  }
}
