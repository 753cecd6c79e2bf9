import { person } from '../../../../../tools/test/chat-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';

/** Component tests: a signed-in client whose streak is 3 days (longest 5); other calls answer []. */
export function signedInWithStreak(): void {
  window.localStorage.clear();
  window.localStorage.setItem(
    'user',
    JSON.stringify(person('client', { firstName: 'Ana', lastName: 'Luz' })),
  );
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/streak'
      ? fakeResponse(
          200,
          JSON.stringify({ currentStreak: 3, longestStreak: 5, lastCompletedDate: null, plantStage: 3 }),
        )
      : fakeResponse(200, '[]'),
  ) as unknown as typeof fetch;
}
