import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export const PULL_THRESHOLD = 80;
const PULL_RESISTANCE = 0.5;
const REFRESH_WAIT_MS = 500;

/** How far the indicator moves for a finger movement (resistance 0.5, 01 §9). */
export function pullDistance(fingerDelta: number): number {
  return Math.max(0, fingerDelta * PULL_RESISTANCE);
}

type PullState = { distance: number; refreshing: boolean };

/**
 * Mobile pull-to-refresh (01 §2): starts only with everything scrolled to the top, triggers at
 * 80 px of pull, reloads every cached query and waits 500 ms.
 */
export function usePullToRefresh(enabled: boolean): PullState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  const start = useRef<number | null>(null);
  const distance = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 && !state.refreshing ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      distance.current = pullDistance((event.touches[0]?.clientY ?? start.current) - start.current);
      setState((s) => ({ ...s, distance: distance.current }));
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      if (distance.current < PULL_THRESHOLD) {
        distance.current = 0;
        setState({ distance: 0, refreshing: false });
        return;
      }
      distance.current = 0;
      setState({ distance: PULL_THRESHOLD, refreshing: true });
      void Promise.all([
        queryClient.refetchQueries(),
        new Promise((r) => setTimeout(r, REFRESH_WAIT_MS)),
      ]).finally(() => setState({ distance: 0, refreshing: false }));
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, [enabled, queryClient, state.refreshing]);

  return state;
}
