import { CHAT_SOCKET_LIMITS } from './chat-socket.settings';
import { SocketBudget, TokenBucket } from './socket-budget';

describe('TokenBucket', () => {
  it('should give the burst at once, then refill at its rate up to the burst', () => {
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(500)).toBe(false);
    // A long pause refills to the burst, never beyond.
    expect([1, 2, 3, 4].map(() => bucket.take(60_000))).toEqual([true, true, true, false]);
  });
});

describe('SocketBudget', () => {
  it('should answer ok within the budget, drop beyond it, and close once the drops are spent', () => {
    const budget = new SocketBudget(CHAT_SOCKET_LIMITS, 0);
    const verdicts = Array.from({ length: 30 }, () => budget.admit('user_connect', 0));
    expect(verdicts.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(verdicts.slice(3, 23).every((v) => v === 'drop')).toBe(true);
    expect(verdicts[23]).toBe('close');
  });

  it('should let a browser through: one user_connect, typing about once a second, a pong per beat', () => {
    const budget = new SocketBudget(CHAT_SOCKET_LIMITS, 0);
    const verdicts: string[] = [budget.admit('frame', 0), budget.admit('user_connect', 0)];
    for (let t = 0; t < 10 * 60_000; t += 1000) {
      verdicts.push(budget.admit('frame', t), budget.admit('typing', t));
      if (t % 25_000 === 0) verdicts.push(budget.admit('frame', t));
    }
    expect(verdicts.every((v) => v === 'ok')).toBe(true);
  });
});
