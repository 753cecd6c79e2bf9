import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeditationMediaView } from '@inhala/domain';
import { getJson } from '../data/transport';

export const meditationMediaKeys = { all: ['meditations', 'media'] as const };

/** GET /api/meditations/media: the premium links the public bundle leaves out (subscribers only). */
export async function getMeditationMedia(): Promise<MeditationMediaView[]> {
  return (await getJson<MeditationMediaView[]>('/api/meditations/media')) ?? [];
}

/** Asked only for a subscriber: anyone else is refused, and is sent to a conversion page anyway. */
export const meditationMediaQuery = (subscribed: boolean) =>
  queryOptions({ queryKey: meditationMediaKeys.all, queryFn: getMeditationMedia, enabled: subscribed });

export const useMeditationMedia = (subscribed: boolean) => useQuery(meditationMediaQuery(subscribed));
