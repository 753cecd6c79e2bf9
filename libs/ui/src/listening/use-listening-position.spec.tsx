import { fakeResponse } from '../../../../tools/test/polyfills';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../data/query-client';
import { useListeningPosition } from './use-listening-position';

/** A fake transport: the stored place for GET, and every PUT's body, in order. */
function fakeServer(options: { stored?: number | null; failReads?: boolean; failPuts?: number } = {}) {
  const puts: unknown[] = [];
  let failPuts = options.failPuts ?? 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      if (failPuts > 0) {
        failPuts -= 1;
        throw new TypeError('Failed to fetch');
      }
      const body = JSON.parse(init.body as string) as { position: number; duration: number };
      puts.push({ url, ...body });
      return fakeResponse(200, JSON.stringify({ kind: 'meditation', id: 7, ...body, updatedAt: '' }));
    }
    if (options.failReads) throw new TypeError('Failed to fetch');
    const position = options.stored ?? null;
    return fakeResponse(
      200,
      JSON.stringify({
        kind: 'meditation',
        id: 7,
        position,
        duration: position === null ? null : 1200,
        updatedAt: position === null ? null : '2026-11-20T10:00:00.000Z',
      }),
    );
  }) as unknown as typeof fetch;
  return { puts };
}

function renderListening(id: number | null = 7, enabled = true) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ id: current, enabled: on }) => useListeningPosition('meditation', current, on), {
    wrapper,
    initialProps: { id, enabled },
  });
}

describe('useListeningPosition', () => {
  afterEach(() => jest.useRealTimers());

  it('should be ready with the kept place once it is read, not before', async () => {
    fakeServer({ stored: 300 });
    const { result } = renderListening();
    expect(result.current.ready).toBe(false);
    expect(result.current.startAt).toBeUndefined();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.startAt).toBe(300);
    expect(global.fetch).toHaveBeenCalledWith('/api/practice/listening/meditation/7', expect.anything());
  });

  it('should start from the beginning when nothing is kept, or the place cannot be read', async () => {
    fakeServer({ stored: null });
    const none = renderListening();
    await waitFor(() => expect(none.result.current.ready).toBe(true));
    expect(none.result.current.startAt).toBeUndefined();

    fakeServer({ failReads: true });
    const offline = renderListening();
    await waitFor(() => expect(offline.result.current.ready).toBe(true));
    expect(offline.result.current.startAt).toBeUndefined();
  });

  it('should read and send nothing without a recording', () => {
    fakeServer();
    const { result } = renderListening(null);
    expect(result.current.ready).toBe(true);
    act(() => result.current.onProgress(100, 1200));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('should wait for the read once enabled (the media links arrived), not keep the start of before', async () => {
    fakeServer({ stored: 420 });
    const { result, rerender } = renderListening(7, false);
    expect(result.current).toMatchObject({ ready: true, startAt: undefined });
    rerender({ id: 7, enabled: true });
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.startAt).toBe(420);
  });

  it('should send at most once every 5 s, and the last place after the wait', async () => {
    const { puts } = fakeServer({ stored: null });
    const { result } = renderListening();
    await waitFor(() => expect(result.current.ready).toBe(true));
    jest.useFakeTimers({ now: Date.now() });

    act(() => result.current.onProgress(20.4, 1200.2));
    act(() => result.current.onProgress(22, 1200));
    act(() => jest.advanceTimersByTime(2000));
    // A pause 2 s later: it waits for the rest of the 5 s, then goes.
    act(() => result.current.onProgress(24.9, 1200));
    expect(puts).toEqual([{ url: '/api/practice/listening/meditation/7', position: 20.4, duration: 1200.2 }]);
    await act(async () => {
      jest.advanceTimersByTime(3000);
      await Promise.resolve();
    });
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ position: 24.9 });
    // Paused: the same place again is not sent twice.
    act(() => jest.advanceTimersByTime(10_000));
    act(() => result.current.onProgress(24.9, 1200));
    expect(puts).toHaveLength(2);
  });

  it('should drop a failed report without a word, and send the newer place next', async () => {
    const { puts } = fakeServer({ stored: null, failPuts: 1 });
    const { result } = renderListening();
    await waitFor(() => expect(result.current.ready).toBe(true));
    jest.useFakeTimers({ now: Date.now() });

    await act(async () => {
      result.current.onProgress(30, 1200);
      await Promise.resolve();
    });
    expect(puts).toEqual([]);
    act(() => jest.advanceTimersByTime(5000));
    await act(async () => {
      result.current.onProgress(35, 1200);
      await Promise.resolve();
    });
    expect(puts).toEqual([expect.objectContaining({ position: 35 })]);
  });

  it('should send the last place at once when the player goes away', async () => {
    const { puts } = fakeServer({ stored: null });
    const { result, unmount } = renderListening();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.onProgress(40, 1200));
    act(() => result.current.onProgress(41, 1200));
    expect(puts).toHaveLength(1);
    unmount();
    expect(puts).toEqual([
      expect.objectContaining({ position: 40 }),
      expect.objectContaining({ position: 41 }),
    ]);
  });

  it('should send nothing before the file’s length is known, nor while the device is offline', async () => {
    const { puts } = fakeServer({ stored: null });
    const { result } = renderListening();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.onProgress(0, Number.NaN));
    act(() => result.current.onProgress(3, Number.POSITIVE_INFINITY));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => result.current.onProgress(60, 1200));
    } finally {
      onLine.mockRestore();
    }
    expect(puts).toEqual([]);
  });
});
