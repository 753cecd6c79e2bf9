import type { GuidanceStep } from '@inhala/domain';

/**
 * One meditation of the demo catalogue, written for Inhala: its own title, description, category,
 * intentions, style, length and the complete script the guide says (each step at its second of
 * the session), which the guided session speaks with the device's Spanish voice and shows as text.
 */
export interface CatalogueEntry {
  /** Unique, at most 40 characters, so a card never cuts the words that tell two apart. */
  name: string;
  /** One or two sentences (60–220 characters): what the practice does and for whom. */
  description: string;
  /** The name of one of CATALOGUE_CATEGORIES. */
  category: CatalogueCategoryName;
  /** 1–3 of the ritual's intentions (INTENTIONS); the first is the main one. */
  keywords: Intention[];
  /** 'Pasiva' (seated, lying down) or 'Activa' (walking, writing, moving). */
  type: 'Pasiva' | 'Activa';
  /** Whole minutes; the script fills them. */
  minutes: number;
  /** The question the reflection asks after this practice, its own. */
  journalPrompt: string;
  /** The steps in order: the first at 0, the last (the closing) in the final 90 seconds. */
  script: GuidanceStep[];
}

/** The ritual's intentions (the catalogue's keywords); the one with 'universo' is shown last. */
export const INTENTIONS = [
  'Calma',
  'Descanso',
  'Abundancia',
  'Gratitud',
  'Amor propio',
  'Sanación',
  'Claridad',
  'Energía',
  'Relaciones',
  'Perdón',
  'Protección',
  'Conexión con el universo',
] as const;
export type Intention = (typeof INTENTIONS)[number];

export interface CatalogueCategory {
  name: string;
  slug: string;
  /** What its practices guide toward, with the article ('hacia el sueño profundo'). */
  toward: string;
}

/** The categories, in the order the home carousel shows them; 12 meditations each. */
export const CATALOGUE_CATEGORIES = [
  { name: 'Calma', slug: 'calma', toward: 'la calma' },
  { name: 'Ansiedad', slug: 'ansiedad', toward: 'la serenidad' },
  { name: 'Estrés', slug: 'estres', toward: 'el alivio' },
  { name: 'Sueño', slug: 'sueno', toward: 'un sueño profundo' },
  { name: 'Respiración', slug: 'respiracion', toward: 'una respiración consciente' },
  { name: 'Relajación corporal', slug: 'relajacion-corporal', toward: 'un cuerpo en reposo' },
  { name: 'Enfoque', slug: 'enfoque', toward: 'la claridad' },
  { name: 'Gratitud', slug: 'gratitud', toward: 'la gratitud' },
  { name: 'Amor Propio', slug: 'amor-propio', toward: 'el amor propio' },
  { name: 'Soltar', slug: 'soltar', toward: 'la ligereza' },
  { name: 'Mañana', slug: 'manana', toward: 'un buen comienzo' },
  { name: 'Pausas breves', slug: 'pausas-breves', toward: 'un respiro' },
  { name: 'Principiantes', slug: 'principiantes', toward: 'tus primeros pasos' },
  { name: 'Sanación', slug: 'sanacion', toward: 'la sanación' },
  { name: 'Abundancia', slug: 'abundancia', toward: 'la abundancia' },
  { name: 'Conexión Angelical', slug: 'conexion-angelical', toward: 'la conexión angelical' },
] as const satisfies readonly CatalogueCategory[];
export type CatalogueCategoryName = (typeof CATALOGUE_CATEGORIES)[number]['name'];

export const MEDITATIONS_PER_CATEGORY = 12;
