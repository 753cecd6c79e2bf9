import { ApiError } from './api-error';
import { retryDelay, shouldRetryRead, shouldRetryWrite } from './query-client';

describe('retry rules (01 §8)', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetryRead(0, new ApiError(404, ''))).toBe(false);
    expect(shouldRetryWrite(0, new ApiError(400, ''))).toBe(false);
  });

  it('retries reads twice and writes once otherwise', () => {
    const failure = new ApiError(503, '');
    expect([0, 1, 2].map((n) => shouldRetryRead(n, failure))).toEqual([true, true, false]);
    expect([0, 1].map((n) => shouldRetryWrite(n, failure))).toEqual([true, false]);
  });

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
