import { Injectable } from '@nestjs/common';
import {
  daysBetween,
  durationMinutes,
  forStarters,
  forYou,
  localDayAndHourIn,
  type ForYouCandidate,
  type ForYouDto,
  type MeditationView,
  type UserView,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { FinishedMeditations } from '../ports/finished-meditations.port';
import { ForYouSources } from '../ports/for-you-sources.port';
import { IntentAnswers } from '../ports/intent-answers.port';

/** What was practised this recently is "what they just did": 'Para ti' leaves it out. */
const JUST_DONE_HOURS = 72;
/** How many finished meditations are read: enough to leave out the recent ones and lend likeness. */
const FINISHED_READ = 30;
const EPOCH_DAY = '1970-01-01';

type Candidate = MeditationView & ForYouCandidate;

const candidate = (view: MeditationView): Candidate => ({
  ...view,
  minutes: durationMinutes(view.duration),
});

/**
 * GET /api/practice/for-you: 'Para ti' for a signed-in person (their answers, what they finished,
 * their favourites, today's ritual and the hour where they are), 'Para empezar' for a visitor.
 */
@Injectable()
export class RecommendForYou {
  constructor(
    private readonly sources: ForYouSources,
    private readonly finished: FinishedMeditations,
    private readonly intents: IntentAnswers,
    private readonly clock: Clock,
  ) {}

  async execute(user: UserView | undefined): Promise<ForYouDto> {
    const catalogue = (await this.sources.catalogue()).map(candidate);
    if (!user) {
      return { shelf: 'para-empezar', items: forStarters(catalogue).map(itemOf) };
    }
    const now = this.clock.now();
    const [intents, finished, favourites, ritual] = await Promise.all([
      this.intents.of(user.id),
      this.finished.recent(user.id, FINISHED_READ),
      this.sources.favourites(user.id),
      this.sources.ritualToday(user),
    ]);
    const { day, hour } = localDayAndHourIn(now, user.timezone);
    const recently = now.getTime() - JUST_DONE_HOURS * 60 * 60 * 1000;
    const justDone = finished.filter((f) => f.finishedAt.getTime() >= recently).map((f) => f.meditationId);
    if (ritual?.meditationId) justDone.push(ritual.meditationId);
    const picks = forYou(catalogue, {
      intents: intents ?? [],
      ritualIntention: ritual?.intention ?? null,
      hour,
      favourites,
      finished: finished.map((f) => f.meditationId),
      justDone,
      seed: daysBetween(EPOCH_DAY, day),
    });
    return { shelf: 'para-ti', items: picks.map(itemOf) };
  }
}

const itemOf = (pick: { meditation: Candidate; reason: string }) => ({
  meditationId: pick.meditation.id,
  reason: pick.reason,
});
