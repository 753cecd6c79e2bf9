import { durationMinutes, guidedSessionSeconds } from '@inhala/domain';

/** The longest session the test hook accepts, in seconds. */
const MAX_OVERRIDE_SECONDS = 3600;

/**
 * Seconds of a guided session: the meditation's own duration ('10 min'), or 10 minutes.
 *
 * Test hook: `?duracion=N` in the page address (N whole seconds, 1 to 3600) shortens it, so
 * the Playwright journey can complete a real session (the same timer, bells, steps, completion
 * and recording code) in a few seconds. It only changes the length; anyone could equally wait
 * the whole duration, and what is recorded is the seconds actually practised.
 */
export function guidedSessionLength(duration: string | null, search: string): number {
  const override = new URLSearchParams(search).get('duracion');
  if (override && /^\d+$/.test(override)) {
    const seconds = Number(override);
    if (seconds >= 1 && seconds <= MAX_OVERRIDE_SECONDS) return seconds;
  }
  return guidedSessionSeconds(durationMinutes(duration));
}
