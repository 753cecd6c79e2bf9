import type { ContentBundle, MeditationView } from '@inhala/domain';

/** One catalogue meditation as GET /api/content lists it (no media links), changed as a test needs. */
export const meditationView = (change: Partial<MeditationView> = {}): MeditationView => ({
  id: 7,
  name: 'Lluvia dorada',
  slug: 'lluvia-dorada',
  description: 'Una práctica de abundancia.',
  videoUrl: null,
  mediaUrl: null,
  mediaType: null,
  mediaSeconds: null,
  transcriptUrl: null,
  captionsUrl: null,
  duration: '10 min',
  imageUrl: null,
  journalPrompt: null,
  isNew: false,
  sortOrder: 1,
  type: 'Pasiva',
  keywords: ['Abundancia'],
  categories: ['Abundancia'],
  categoryIds: [1],
  keywordIds: [1],
  typeIds: [1],
  ...change,
});

/** GET /api/content holding only these meditations. */
export const contentBundle = (meditations: MeditationView[]): ContentBundle => ({
  meditations,
  challenges: [],
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
});
