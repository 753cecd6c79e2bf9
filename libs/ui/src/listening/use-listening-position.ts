import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LISTENING_RULES,
  isResumable,
  listeningReportMessage,
  type ListeningKind,
  type ListeningPositionDto,
  type ListeningReportInput,
} from '@inhala/domain';
import { apiRequest, getJson } from '../data/transport';
import { listeningKeys } from './listening-keys';

/** GET /api/practice/listening/{kind}/{id}: the place kept, or null without a session. */
export function getListeningPosition(kind: ListeningKind, id: number): Promise<ListeningPositionDto | null> {
  return getJson<ListeningPositionDto>(`/api/practice/listening/${kind}/${id}`);
}

/** PUT /api/practice/listening/{kind}/{id}: the place now kept (position null once heard to the end). */
export function reportListening(
  kind: ListeningKind,
  id: number,
  report: ListeningReportInput,
): Promise<ListeningPositionDto> {
  return apiRequest<ListeningPositionDto>('PUT', `/api/practice/listening/${kind}/${id}`, report);
}

/** The second to start from: a place worth resuming, else none (the beginning). */
function startOf(view: ListeningPositionDto | null | undefined): number | undefined {
  if (view?.position == null || view.duration == null) return undefined;
  return isResumable({ position: view.position, duration: view.duration }) ? view.position : undefined;
}

interface Pending extends ListeningReportInput {
  kind: ListeningKind;
  id: number;
}

export interface ListeningPosition {
  /** Seconds to start the player from; undefined: from the beginning. Fixed once `ready`. */
  startAt?: number;
  /** For the player's onProgress: reports at most every 5 s, and always the last place. */
  onProgress: (position: number, duration: number) => void;
  /**
   * True once the kept place was read (or could not be: offline, an error, no recording): mount
   * the player then, so that it starts from `startAt` rather than from 0.
   */
  ready: boolean;
}

/**
 * 'Continuar escuchando' in a player: where to start, and the reports that keep the place on the
 * server for every device. Reports go at most once every 5 s (LISTENING_RULES.reportEveryMs);
 * one that comes sooner (a pause, a seek, the end) waits for the rest of the 5 s and goes then,
 * or at once when the player goes away, so the last place is always sent. A report is never
 * queued for later: offline or failed, it is dropped without a word, and the next one carries the
 * newer place. `id` null (or `enabled` false) reads and sends nothing.
 */
export function useListeningPosition(
  kind: ListeningKind,
  id: number | null,
  enabled = true,
): ListeningPosition {
  const client = useQueryClient();
  const active = enabled && id !== null;
  const query = useQuery({
    queryKey: listeningKeys.of(kind, id ?? 0),
    queryFn: () => getListeningPosition(kind, id ?? 0),
    enabled: active,
    // Another device may have moved on since: read again on each visit, and never wait on retries
    // (starting from the beginning is better than a player that does not appear).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  // Which place the start is for: none while disabled, so that enabling it (the media links
  // arriving) waits for the read instead of keeping the "from the beginning" of before.
  const recording = active ? `${kind}:${id}` : '';
  // The start is fixed once the read settles: the player seeks to it once, not each time a
  // report updates the cache.
  const start = useRef<{ recording: string; startAt: number | undefined } | null>(null);
  const settled = !active || query.fetchStatus !== 'fetching';
  if (settled && start.current?.recording !== recording)
    start.current = { recording, startAt: active ? startOf(query.data) : undefined };
  const ready = start.current?.recording === recording;

  const pending = useRef<Pending | null>(null);
  const lastSentAt = useRef(Number.NEGATIVE_INFINITY);
  const lastSent = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const report = pending.current;
    pending.current = null;
    if (!report) return;
    const position = Math.floor(report.position);
    const duration = Math.round(report.duration);
    const same = `${report.kind}:${report.id}:${position}/${duration}`;
    if (same === lastSent.current) return;
    // Known to be offline: nothing would arrive, and each try would log a network failure.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    lastSent.current = same;
    lastSentAt.current = Date.now();
    reportListening(report.kind, report.id, { position: report.position, duration: report.duration }).then(
      (view) => client.setQueryData(listeningKeys.of(report.kind, report.id), view),
      () => {
        // Dropped: the next report carries the newer place (and this one may be sent again).
        lastSent.current = '';
      },
    );
  }, [client]);

  const onProgress = useCallback(
    (position: number, duration: number) => {
      if (!active || id === null) return;
      // Before the file's length is known the figures mean nothing (NaN, Infinity).
      if (listeningReportMessage(position, duration) !== null) return;
      pending.current = { kind, id, position, duration };
      const wait = lastSentAt.current + LISTENING_RULES.reportEveryMs - Date.now();
      if (wait <= 0) flush();
      else if (timer.current === null) timer.current = setTimeout(flush, wait);
    },
    [active, kind, id, flush],
  );

  // Leaving the page, or another recording: the last place goes now.
  useEffect(() => flush, [recording, flush]);

  return { startAt: ready ? start.current?.startAt : undefined, onProgress, ready };
}
