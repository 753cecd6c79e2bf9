import type { GuidanceStep } from '@inhala/domain';
import { CATALOGUE, CATALOGUE_CATEGORIES, INTENTIONS } from './catalogue';

/**
 * The demo catalogue as the seed writes it: the meditations written for Inhala (./catalogue),
 * 12 in each category, each with its own script.
 */
export const SEED_TYPES = ['Pasiva', 'Activa'] as const;
export const SEED_KEYWORDS = INTENTIONS;
export const SEED_CATEGORIES = CATALOGUE_CATEGORIES;

/** The categories whose newest practice is this week's release ('NUEVA MEDITACIÓN SEMANAL'). */
const NEW_THIS_WEEK = new Set(['Ansiedad', 'Sueño', 'Estrés', 'Gratitud']);

interface SeedMeditation {
  name: string;
  slug: string;
  description: string;
  duration: string;
  journalPrompt: string;
  category: string;
  keywords: string[];
  type: (typeof SEED_TYPES)[number];
  isNew: boolean;
  sortOrder: number;
  script: GuidanceStep[];
}

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** The catalogue in seed order, deterministic so reseeding is stable. */
export function seedMeditations(): SeedMeditation[] {
  return CATALOGUE.map((entry, index) => {
    const next = CATALOGUE[index + 1];
    const lastOfCategory = next?.category !== entry.category;
    return {
      name: entry.name,
      slug: slugify(entry.name),
      description: entry.description,
      duration: `${entry.minutes} min`,
      journalPrompt: entry.journalPrompt,
      category: entry.category,
      keywords: [...entry.keywords],
      type: entry.type,
      isNew: lastOfCategory && NEW_THIS_WEEK.has(entry.category),
      sortOrder: index + 1,
      script: entry.script,
    };
  });
}
