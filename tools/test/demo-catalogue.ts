import type { MeditationView } from '@inhala/domain';
import { CATALOGUE } from '../../apps/api/src/seed/catalogue';

/**
 * The demo catalogue's meditations as a device holds them (what the search reads), numbered in
 * the catalogue's order: for front-end tests that judge a search against the labelled searches.
 */
export const DEMO_MEDITATIONS: ReadonlyArray<
  Pick<MeditationView, 'id' | 'name' | 'description' | 'keywords' | 'categories' | 'type'>
> = CATALOGUE.map((m, i) => ({
  id: i + 1,
  name: m.name,
  description: m.description,
  keywords: [...m.keywords],
  categories: [m.category],
  type: m.type,
}));
