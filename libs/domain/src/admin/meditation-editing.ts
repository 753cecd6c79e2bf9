import type { MediaKind } from '../contracts/admin';
import { singleLineMessage } from '../text/control-characters';

/**
 * The meditation editor's own rules (02 §3.3, §5), besides the spec's messages in
 * content-rules.ts: the media file's kind, the stored duration text, slugs made unique, the
 * order after a drag, and what a quick meditation is filled with.
 */
export const MEDITATION_MESSAGES = {
  slugTaken: 'Ya existe una meditación con ese slug',
  mediaTypeInvalid: 'El archivo debe ser de audio o de video',
  mediaTypeUnknown: 'Indica si el archivo es de audio o de video',
  categoryUnknown: 'Una de las categorías elegidas ya no existe',
  keywordUnknown: 'Una de las palabras clave elegidas ya no existe',
  typeUnknown: 'Uno de los tipos elegidos ya no existe',
  tagUnknown: 'Una de las etiquetas elegidas ya no existe',
  lookupKindInvalid: 'La lista debe ser categorías, palabras clave, tipos o etiquetas',
  lookupNameRequired: 'El nombre es requerido',
  lookupNameTooLong: 'El nombre no puede superar los 120 caracteres',
  orderInvalid: 'Envía las meditaciones en su nuevo orden, cada una una sola vez',
} as const;

export const LOOKUP_NAME_MAX = 120;
/** How many ids one reorder may carry (a page of the list is at most 100). */
export const REORDER_MAX = 500;

const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'wav', 'weba', 'flac'];
const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'ogv'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg'];

const extensionOf = (url: string | null | undefined): string | undefined =>
  /\.([a-z0-9]+)$/i.exec(url?.trim() ?? '')?.[1]?.toLowerCase();

/**
 * The kind an uploaded file's name tells (the server names uploads after their detected type),
 * or null when the extension is shared by audio and video (webm) or unknown.
 */
export function mediaKindOf(url: string | null | undefined): MediaKind | null {
  const extension = extensionOf(url);
  if (!extension) return null;
  if (AUDIO_EXTENSIONS.includes(extension)) return 'audio';
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  return null;
}

const isMediaKind = (value: unknown): value is MediaKind => value === 'audio' || value === 'video';

/**
 * The stored kind of a meditation's media file: the file's extension decides when it can, the
 * kind the upload answered (sent by the form) decides for webm; no file (or an image), no kind.
 */
export function resolveMediaKind(
  mediaUrl: string | null | undefined,
  mediaType: MediaKind | null | undefined,
): MediaKind | null {
  if (!mediaUrl?.trim() || IMAGE_EXTENSIONS.includes(extensionOf(mediaUrl) ?? '')) return null;
  return mediaKindOf(mediaUrl) ?? (isMediaKind(mediaType) ? mediaType : null);
}

/** The message for a media kind that is not 'audio' or 'video', or that no one can tell. */
export function mediaTypeMessage(input: {
  mediaUrl?: string | null;
  mediaType?: MediaKind | null;
}): string | undefined {
  if (input.mediaType !== undefined && input.mediaType !== null && !isMediaKind(input.mediaType))
    return MEDITATION_MESSAGES.mediaTypeInvalid;
  if (!input.mediaUrl?.trim()) return undefined;
  if (IMAGE_EXTENSIONS.includes(extensionOf(input.mediaUrl) ?? ''))
    return MEDITATION_MESSAGES.mediaTypeInvalid;
  return resolveMediaKind(input.mediaUrl, input.mediaType) ? undefined : MEDITATION_MESSAGES.mediaTypeUnknown;
}

/** A lookup name as it is stored: trimmed, inner runs of spaces made one. */
export function normaliseLookupName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The message for a category, keyword, type or tag name added inline, or undefined. */
export function lookupNameMessage(name: string): string | undefined {
  const clean = normaliseLookupName(typeof name === 'string' ? name : '');
  if (!clean) return MEDITATION_MESSAGES.lookupNameRequired;
  const control = singleLineMessage(name, 'El nombre');
  if (control) return control;
  return [...clean].length > LOOKUP_NAME_MAX ? MEDITATION_MESSAGES.lookupNameTooLong : undefined;
}

/** A duration in minutes as the catalogue stores and shows it (seed: '10 min'). */
export function durationText(minutes: number): string {
  return `${minutes} min`;
}

/** The slug limit of the meditations table. */
const SLUG_MAX = 200;
/** What a name with no letter or digit is called in links. */
export const FALLBACK_SLUG = 'meditacion';

/**
 * `base` itself when no live meditation has it, else the first free `base-2`, `base-3`...,
 * cut so that the result fits the column.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || FALLBACK_SLUG;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The full order after a drag on one page (or any subset): `moved` keeps the slots its items
 * held in `current`, and fills them in the order given; every other item keeps its place.
 * Answers null when `moved` names an id twice or one that `current` does not hold.
 */
export function reorderWithin(current: readonly number[], moved: readonly number[]): number[] | null {
  const wanted = new Set(moved);
  if (wanted.size !== moved.length) return null;
  const slots: number[] = [];
  current.forEach((id, index) => {
    if (wanted.has(id)) slots.push(index);
  });
  if (slots.length !== moved.length) return null;
  const next = [...current];
  slots.forEach((slot, i) => {
    next[slot] = moved[i] as number;
  });
  return next;
}

export interface SortOrderEntry {
  id: number;
  sortOrder: number;
}

const bySortOrder = (a: SortOrderEntry, b: SortOrderEntry) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * The sortOrder of every item after a drag (`current` as listed: by sortOrder, then id). The
 * moved items trade the numbers of the slots they fill, so only they change; when equal numbers
 * make that ambiguous, everything is numbered again 0, 1, 2... in the new order. Null as for
 * reorderWithin.
 */
export function reorderSortOrders(
  current: readonly SortOrderEntry[],
  moved: readonly number[],
): SortOrderEntry[] | null {
  const next = reorderWithin(
    current.map((entry) => entry.id),
    moved,
  );
  if (!next) return null;
  const traded = next.map((id, index) => ({ id, sortOrder: (current[index] as SortOrderEntry).sortOrder }));
  const exact = [...traded].sort(bySortOrder).every((entry, index) => entry.id === next[index]);
  return exact ? traded : next.map((id, sortOrder) => ({ id, sortOrder }));
}

/**
 * /admin/meditations-simple: a quick meditation is a draft until someone completes it in the
 * full editor (description, keywords, types), so people never see it half-filled.
 */
export const QUICK_MEDITATION_STATUS = 'draft' as const;
