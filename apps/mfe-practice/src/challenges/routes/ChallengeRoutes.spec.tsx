import { screen } from '@testing-library/react';
import { bundle, challenge, day, json, mountChallengeScreen } from '../challenge-test-kit';
import ChallengeRoutes from './ChallengeRoutes';

// A fake clock: findBy and waitFor count their second in this clock's time, which a busy
// machine does not eat into; the screens' timers run when the test moves it.
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const CALMA = challenge(1, 'Siete días de calma', 3);
const JOINED = {
  challengeId: 1,
  currentDay: 1,
  completedDays: [],
  isActive: true,
  isCompleted: false,
  completedAt: null,
};
const ROUTES = {
  'GET /api/content': () => json(200, bundle([CALMA])),
  'GET /api/challenges/user-progress': () => json(200, { progress: [JOINED] }),
  'GET /api/challenges/active': () => json(200, { activeChallenge: null }),
  'GET /api/challenges/1/days': () => json(200, [day(1, 1), day(1, 2), day(1, 3)]),
  'GET /api/challenges/1/completions': () => json(200, []),
};

/** The remote's tree, as the shell mounts it: at the root, for the paths of its sections. */
const visit = (at: string) => mountChallengeScreen(<ChallengeRoutes />, '*', at, ROUTES);

describe('ChallengeRoutes', () => {
  it('leads /retos to the list at /challenges', async () => {
    visit('/retos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retos' })).toBeInTheDocument();
  });

  it.each(['/challenges/1', '/challenge/1'])('opens the detail at %s', async (at) => {
    visit(at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Siete días de calma' })).toBeInTheDocument();
    expect(screen.getByText('3 días')).toBeInTheDocument();
  });

  it.each(['/challenges/1/track', '/challenge/1/track'])('opens the tracker at %s', async (at) => {
    visit(at);
    expect(await screen.findByText('0/3 días completados')).toBeInTheDocument();
  });

  it('opens a day at /challenges/{id}/day/{dayNumber}', async () => {
    visit('/challenges/1/day/1');
    expect(await screen.findByRole('heading', { name: 'Día 1: Tema 1' })).toBeInTheDocument();
  });

  it.each(['/challenge', '/challenge/1/day/1', '/retos/1', '/challenges/1/otra'])(
    'answers %s with "Page Not Found"',
    async (at) => {
      visit(at);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
  );
});
