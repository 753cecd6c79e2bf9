import userEvent, { type UserEvent } from '@testing-library/user-event';

export type { UserEvent };

/**
 * The person at the keyboard in component tests. user-event's default pauses a macrotask
 * between keystrokes and clicks (`delay: 0`): on a busy machine a sentence then takes seconds,
 * the test runs into Jest's timeout, and the keystrokes it had not typed yet land in the next
 * test's field. Without the pause every key still goes through keydown, beforeinput, input and
 * keyup, one React render each, in order. With fake timers, pass `{ advanceTimers: jest.advanceTimersByTime }`
 * if a test asks for a delay.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): UserEvent {
  return userEvent.setup({ delay: null, ...options });
}

/**
 * Replaces what a field holds with `text` in one paste, for tests about what is done with the
 * text rather than how it is typed (a long reflection, a description).
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
