import { practiceDayOf, type PracticeDaySettings } from '@inhala/domain';
import type { Clock } from './clock.port';

/**
 * The person's current practice day (YYYY-MM-DD): their time zone and the hour their day ends,
 * as stored on their account. Every "today" of the server is this.
 */
export const todayFor = (clock: Clock, person: PracticeDaySettings): string =>
  practiceDayOf(clock.now(), person);
