import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentBundle } from '@inhala/domain';
import { getJson } from '../data/transport';

const EMPTY_BUNDLE: ContentBundle = {
  meditations: [],
  challenges: [],
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
};

export const contentKeys = { all: ['content'] as const };

/** GET /api/content: the whole catalogue in one bundle. */
export async function getContent(): Promise<ContentBundle> {
  return (await getJson<ContentBundle>('/api/content')) ?? EMPTY_BUNDLE;
}

/** Cached 5 minutes, 2 retries (02 §7): the query client's defaults. */
export const contentQuery = queryOptions({ queryKey: contentKeys.all, queryFn: getContent });

export const useContent = () => useQuery(contentQuery);
