/** The plant that grows with the streak (01 §3-§4): 12 stages, 0 to 11. */
export const PLANT_STAGE_COUNT = 12;
export const MAX_PLANT_STAGE = PLANT_STAGE_COUNT - 1;

/** 0→0, 1→1, 2→2, 3-4→3, 5-6→4, 7→5, 8→6, 9→7, 10→8, 11→9; from 12 on 10+(days-12), capped at 11. */
export function plantStageFor(streakDays: number): number {
  const days = Math.max(0, Math.floor(streakDays));
  if (days <= 2) return days;
  if (days <= 4) return 3;
  if (days <= 6) return 4;
  if (days <= 11) return days - 2;
  return Math.min(MAX_PLANT_STAGE, 10 + (days - 12));
}

export interface PlantStageInfo {
  day: number;
  /** File name of the drawing, the spec's fallback name in kebab case. */
  slug: string;
  name: string;
  description: string;
}

/** The fallback table (01 §3), used when the plant images cannot be loaded. */
export const PLANT_STAGES: readonly PlantStageInfo[] = [
  {
    day: 0,
    slug: 'empty-pot',
    name: 'Maceta vacía',
    description: 'La tierra está lista. Completa tu primera práctica para sembrar.',
  },
  {
    day: 1,
    slug: 'first-sprout',
    name: 'Primer brote',
    description: 'Un brote asoma: tu constancia empieza a germinar.',
  },
  { day: 2, slug: 'young-leaves', name: 'Hojas jóvenes', description: 'Dos hojitas se abren a la luz.' },
  {
    day: 3,
    slug: 'growing-plant',
    name: 'Planta en crecimiento',
    description: 'El tallo se alarga día a día.',
  },
  {
    day: 4,
    slug: 'robust-growth',
    name: 'Crecimiento robusto',
    description: 'Tu planta se fortalece con cada práctica.',
  },
  {
    day: 5,
    slug: 'leafy-plant',
    name: 'Planta frondosa',
    description: 'Una semana de práctica: hojas por todas partes.',
  },
  { day: 6, slug: 'small-tree', name: 'Árbol pequeño', description: 'El tallo se vuelve tronco.' },
  {
    day: 7,
    slug: 'developed-tree',
    name: 'Árbol desarrollado',
    description: 'Ramas nuevas buscan el cielo.',
  },
  { day: 8, slug: 'mature-tree', name: 'Árbol maduro', description: 'Una copa amplia que da sombra.' },
  { day: 9, slug: 'robust-tree', name: 'Árbol robusto', description: 'Raíces profundas, tronco firme.' },
  {
    day: 10,
    slug: 'sacred-bonsai',
    name: 'Bonsái sagrado',
    description: 'Tu práctica ya es un arte cuidado con paciencia.',
  },
  {
    day: 11,
    slug: 'celestial-garden',
    name: 'Jardín celestial',
    description: 'Un jardín que florece bajo las estrellas.',
  },
];

export const plantImagePath = (stage: PlantStageInfo): string =>
  `/plants/${String(stage.day).padStart(2, '0')}-${stage.slug}.svg`;
