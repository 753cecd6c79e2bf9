import { PULL_THRESHOLD, pullDistance } from './use-pull-to-refresh';

describe('pull-to-refresh', () => {
  it('moves half the finger distance and triggers at 80 px of pull', () => {
    expect(pullDistance(100)).toBe(50);
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(159) >= PULL_THRESHOLD).toBe(false);
    expect(pullDistance(160) >= PULL_THRESHOLD).toBe(true);
  });
});
