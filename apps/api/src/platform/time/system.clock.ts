import { Clock } from './clock.port';

/** The machine's clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
