import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TranscriptView } from '@inhala/domain';
import { apiRequest, getText } from '../data/transport';

export const transcriptKeys = {
  of: (url: string) => ['transcripts', url] as const,
};

/**
 * A recording's transcript ({ text, cues }) from the address its premium media gave
 * (/api/meditations/{id}/transcript, an Angel Monday's, a challenge section's).
 */
export function getTranscript(url: string): Promise<TranscriptView> {
  return apiRequest<TranscriptView>('GET', url);
}

/** Read when the person opens 'Transcripción', then kept while the page lives. */
export const transcriptQuery = (url: string, enabled: boolean) =>
  queryOptions({
    queryKey: transcriptKeys.of(url),
    queryFn: () => getTranscript(url),
    enabled,
    staleTime: Infinity,
  });

export const useTranscript = (url: string, enabled: boolean) => useQuery(transcriptQuery(url, enabled));

/** The WebVTT file itself, asked with the session like every premium read; null when signed out. */
export function getCaptions(url: string): Promise<string | null> {
  return getText(url, 'text/vtt');
}

/**
 * The captions as an address a <track> can load. The session travels in a header, which a
 * track's own request cannot send, so the file is read here and handed over as a blob: URL
 * (same origin; the CSP's media-src allows blob:). Null until read, without captions, or offline:
 * the player then plays without a track and 'Transcripción' still reads.
 */
export function useCaptionsTrack(url: string | null | undefined): string | null {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    setBlobUrl(null);
    if (!url) return;
    let made: string | null = null;
    let cancelled = false;
    getCaptions(url).then(
      (text) => {
        if (cancelled || text === null) return;
        made = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setBlobUrl(made);
      },
      () => undefined, // No track: the transcript still reads, and says when it cannot.
    );
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return blobUrl;
}
