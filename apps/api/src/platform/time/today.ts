import { localDateIn, type UserView } from '@inhala/domain';
import type { Clock } from './clock.port';

/** The person's current local day (YYYY-MM-DD), in the time zone stored on their account. */
export const todayFor = (clock: Clock, user: Pick<UserView, 'timezone'>): string =>
  localDateIn(clock.now(), user.timezone);
