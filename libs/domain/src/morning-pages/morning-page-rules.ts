import { multiLineMessage, singleLineMessage } from '../text/control-characters';

/** Morning page rules (02 §5, §8). The caps are ours: long enough for three pages of free writing. */
export const MORNING_PAGE_LIMITS = { contentMax: 20_000, titleMax: 200 } as const;

/** GET /api/morning-pages answers the newest pages a page at a time: 20 unless asked, 100 at most. */
export const MORNING_PAGES_PAGE = { size: 20, max: 100 } as const;

export const MORNING_PAGE_MESSAGES = {
  empty: 'Por favor escribe algo antes de guardar',
  contentMax: 'El texto no puede superar los 20000 caracteres',
  titleMax: 'El título no puede superar los 200 caracteres',
  untitled: 'Sin título',
  deleteConfirm: '¿Estás seguro de que quieres eliminar esta página matutina?',
  created: 'Página matutina creada',
  createdBody: 'Tu reflexión ha sido guardada exitosamente.',
  updated: 'Página actualizada',
  updatedBody: 'Los cambios han sido guardados exitosamente.',
  deleted: 'Página eliminada',
  deletedBody: 'La página matutina ha sido eliminada exitosamente.',
  createFailed: 'No se pudo crear la página matutina.',
  updateFailed: 'No se pudo actualizar la página matutina.',
  deleteFailed: 'No se pudo eliminar la página matutina.',
  notFound: 'No encontramos esa página matutina',
} as const;

export function validateMorningPageContent(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return MORNING_PAGE_MESSAGES.empty;
  const control = multiLineMessage(content, 'El texto');
  if (control) return control;
  if (trimmed.length > MORNING_PAGE_LIMITS.contentMax) return MORNING_PAGE_MESSAGES.contentMax;
  return null;
}

export function validateMorningPageTitle(title: string | null | undefined): string | null {
  const control = singleLineMessage(title, 'El título');
  if (control) return control;
  if (title && title.trim().length > MORNING_PAGE_LIMITS.titleMax) return MORNING_PAGE_MESSAGES.titleMax;
  return null;
}

export function displayTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : MORNING_PAGE_MESSAGES.untitled;
}
