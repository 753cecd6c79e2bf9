import { countOf } from '../text/counts';
import {
  SYNC_KINDS,
  type CatalogueImport,
  type ChallengeDayInput,
  type ChallengeSectionInput,
  type MeditationInput,
  type OracleCardInput,
  type SyncKind,
} from '../contracts/admin';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  firstAdminMessage,
  isImageReference,
  validateArchangel,
  validateChallenge,
  validateChallengeDay,
  validateMeditation,
  validateOracleCard,
} from './content-rules';
import { singleLineMessage } from '../text/control-characters';

/**
 * The catalogue file of POST /api/admin/sync (02 §3.12 bulk-import shapes, 02 §7): every item
 * checked with the same rules as the admin forms before anything is written, and the first
 * problem told as 'Error de sincronización: {list}[{index}] «{key}»: {why}', so the admin can
 * find it in the file. References to names that live only in the database (a meditation's
 * category, a card's archangel, a day's challenge) are checked by the writer, which alone
 * reads the database.
 */
export const SYNC_ERROR = 'Error de sincronización';

export const SYNC_LIMITS = {
  /** Items per list; the request body is capped at 10 MB as well. */
  itemsPerList: 5000,
  /** Categories, keywords and types are stored in 120 characters. */
  lookupName: 120,
  archangelName: 120,
} as const;

export const SYNC_MESSAGES = {
  notAnObject: 'el archivo debe ser un objeto JSON con las listas del catálogo',
  noLists: `el archivo no tiene ninguna lista del catálogo (${SYNC_KINDS.join(', ')})`,
  notAList: 'debe ser una lista',
  tooMany: `no puede tener más de ${SYNC_LIMITS.itemsPerList} elementos`,
  notAnItem: 'cada elemento debe ser un objeto',
  text: (field: string) => `«${field}» debe ser texto`,
  number: (field: string) => `«${field}» debe ser un número`,
  boolean: (field: string) => `«${field}» debe ser verdadero o falso`,
  names: (field: string) => `«${field}» debe ser una lista de nombres`,
  sections: `Las secciones deben ser una lista de hasta 4 secciones (enlaces de hasta ${ADMIN_LIMITS.url} caracteres)`,
  slugRequired: 'El slug es requerido',
  challengeRequired: 'El reto es requerido',
  dayNumberInvalid: `El número de día debe ser un entero de 1 a ${ADMIN_LIMITS.maxDays}`,
  duplicate: 'aparece más de una vez en el archivo',
  missingReference: (what: string, name: string) => `${what} «${name}» no existe`,
  dayBeyondChallenge: (total: number) => `el reto solo tiene ${countOf(total, 'día', 'días')}`,
} as const;

/** Where a problem is: the list, the item's position in it (from 0) and its natural key. */
export interface SyncItemRef {
  kind: SyncKind;
  index: number;
  key: string | null;
}

/** 'Error de sincronización: meditations[3] «respira»: La duración debe ser mayor a 0'. */
export function syncErrorMessage(why: string, where?: SyncItemRef): string {
  if (!where) return `${SYNC_ERROR}: ${why}`;
  const key = where.key ? ` «${where.key}»` : '';
  return `${SYNC_ERROR}: ${where.kind}[${where.index}]${key}: ${why}`;
}

export type CatalogueCheck = { ok: true; catalogue: CatalogueImport } | { ok: false; message: string };

type Item = Record<string, unknown>;
type FieldKind = 'text' | 'number' | 'boolean' | 'names';

/** The type every field of a list must have when it is given (null counts as not given). */
const FIELDS: Record<SyncKind, Record<string, FieldKind>> = {
  categories: { name: 'text', imageUrl: 'text' },
  keywords: { name: 'text' },
  types: { name: 'text' },
  archangels: {
    name: 'text',
    topic: 'text',
    description: 'text',
    imageUrl: 'text',
    youtubeUrl: 'text',
    descriptionNotes: 'text',
    status: 'text',
    sortOrder: 'number',
  },
  meditations: {
    slug: 'text',
    name: 'text',
    description: 'text',
    duration: 'number',
    videoUrl: 'text',
    imageUrl: 'text',
    journalPrompt: 'text',
    isNew: 'boolean',
    status: 'text',
    sortOrder: 'number',
    categories: 'names',
    keywords: 'names',
    types: 'names',
  },
  oracleCards: {
    name: 'text',
    description: 'text',
    explanation: 'text',
    arcangelName: 'text',
    imageUrl: 'text',
    status: 'text',
    sortOrder: 'number',
  },
  challenges: {
    slug: 'text',
    name: 'text',
    shortDesc: 'text',
    longDesc: 'text',
    imageUrl: 'text',
    welcomeVideoUrl: 'text',
    totalDays: 'number',
    isPremium: 'boolean',
    status: 'text',
  },
  challengeDetails: {
    challengeSlug: 'text',
    dayNumber: 'number',
    moduleTitle: 'text',
    preview: 'text',
    audioOriginalName: 'text',
    audioSize: 'number',
  },
};

const SECTION_FIELDS = ['meta', 'title', 'content', 'url', 'audioPath'] as const;

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const blank = (value: unknown): boolean => trimmed(value).length === 0;

function typeProblem(item: Item, kind: SyncKind): string | undefined {
  for (const [field, type] of Object.entries(FIELDS[kind])) {
    const value = item[field];
    if (value === undefined || value === null) continue;
    if (type === 'text' && typeof value !== 'string') return SYNC_MESSAGES.text(field);
    if (type === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      return SYNC_MESSAGES.number(field);
    if (type === 'boolean' && typeof value !== 'boolean') return SYNC_MESSAGES.boolean(field);
    if (type === 'names' && (!Array.isArray(value) || value.some((name) => typeof name !== 'string')))
      return SYNC_MESSAGES.names(field);
    if (type === 'text' && /Url$/.test(field) && [...(value as string)].length > ADMIN_LIMITS.url)
      return ADMIN_MESSAGES.tooLong(`«${field}»`, ADMIN_LIMITS.url);
    if (
      type === 'text' &&
      /^(slug|challengeSlug)$/.test(field) &&
      [...(value as string)].length > ADMIN_LIMITS.slug
    )
      return ADMIN_MESSAGES.tooLong('El slug', ADMIN_LIMITS.slug);
  }
  return undefined;
}

function names(item: Item, field: string): string[] {
  const value = item[field];
  return Array.isArray(value) ? value.map((name) => trimmed(name)) : [];
}

function lookupName(item: Item, max: number): string | undefined {
  if (blank(item['name'])) return ADMIN_MESSAGES.nameRequired;
  const control = singleLineMessage(item['name'], 'El nombre');
  if (control) return control;
  return [...trimmed(item['name'])].length > max ? ADMIN_MESSAGES.tooLong('El nombre', max) : undefined;
}

/** Always four sections, the ones the file leaves out unused; null when they are not a list of objects. */
function sectionsOf(value: unknown): ChallengeSectionInput[] | null {
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value) || value.length > 4) return null;
  const sections: ChallengeSectionInput[] = [];
  for (const section of value as unknown[]) {
    if (!isObject(section)) return null;
    for (const field of SECTION_FIELDS) {
      const v = section[field];
      if (v !== undefined && v !== null && typeof v !== 'string') return null;
      if (
        (field === 'url' || field === 'audioPath') &&
        typeof v === 'string' &&
        [...v].length > ADMIN_LIMITS.url
      )
        return null;
    }
    sections.push({
      meta: (section['meta'] as ChallengeSectionInput['meta']) ?? null,
      title: (section['title'] as string | null | undefined) ?? null,
      content: (section['content'] as string | null | undefined) ?? null,
      url: (section['url'] as string | null | undefined) ?? null,
      audioPath: (section['audioPath'] as string | null | undefined) ?? null,
    });
  }
  while (sections.length < 4)
    sections.push({ meta: null, title: null, content: null, url: null, audioPath: null });
  return sections;
}

/** The natural key an item is found by, as the file gives it (trimmed). */
export function syncKeyOf(kind: SyncKind, of: object): string {
  const item = of as Item;
  switch (kind) {
    case 'meditations':
    case 'challenges':
      return trimmed(item['slug']);
    case 'challengeDetails':
      return typeof item['dayNumber'] === 'number'
        ? `${trimmed(item['challengeSlug'])} día ${item['dayNumber']}`
        : trimmed(item['challengeSlug']);
    default:
      return trimmed(item['name']);
  }
}

/** The domain rule of one item's kind (02 §5 and ours), after its fields have the right types. */
function ruleProblem(kind: SyncKind, item: Item): string | undefined {
  const M = ADMIN_MESSAGES;
  switch (kind) {
    case 'categories': {
      const image = item['imageUrl'];
      return (
        lookupName(item, SYNC_LIMITS.lookupName) ??
        (typeof image === 'string' && !blank(image) && !isImageReference(image.trim())
          ? M.imageUrlInvalid
          : undefined)
      );
    }
    case 'keywords':
    case 'types':
      return lookupName(item, SYNC_LIMITS.lookupName);
    case 'archangels':
      return firstAdminMessage(validateArchangel(item as never)) ?? undefined;
    case 'meditations': {
      if (blank(item['slug'])) return SYNC_MESSAGES.slugRequired;
      const lists = {
        categoryIds: names(item, 'categories'),
        keywordIds: names(item, 'keywords'),
        typeIds: names(item, 'types'),
      };
      // The rule only counts the links; here they are names, checked against the catalogue later.
      const message = firstAdminMessage(
        validateMeditation({ ...item, ...lists } as unknown as MeditationInput),
      );
      if (message) return message;
      const all = [...lists.categoryIds, ...lists.keywordIds, ...lists.typeIds];
      if (all.some((name) => !name)) return M.nameRequired;
      const long = all.find((name) => [...name].length > SYNC_LIMITS.lookupName);
      return long ? M.tooLong(`«${long.slice(0, 20)}…»`, SYNC_LIMITS.lookupName) : undefined;
    }
    case 'oracleCards':
      return (
        firstAdminMessage(validateOracleCard({ ...item, arcangelId: 1 } as unknown as OracleCardInput)) ??
        (blank(item['arcangelName']) ? M.archangelRequired : undefined)
      );
    case 'challenges':
      if (blank(item['slug'])) return SYNC_MESSAGES.slugRequired;
      return firstAdminMessage(validateChallenge(item as never)) ?? undefined;
    case 'challengeDetails': {
      if (blank(item['challengeSlug'])) return SYNC_MESSAGES.challengeRequired;
      const day = item['dayNumber'];
      if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > ADMIN_LIMITS.maxDays)
        return SYNC_MESSAGES.dayNumberInvalid;
      const size = item['audioSize'];
      if (size !== undefined && size !== null && !(Number.isInteger(size) && (size as number) >= 0))
        return SYNC_MESSAGES.number('audioSize');
      const sections = (item['sections'] as ChallengeSectionInput[] | undefined) ?? sectionsOf([]);
      return (
        firstAdminMessage(validateChallengeDay({ ...item, sections } as unknown as ChallengeDayInput)) ??
        undefined
      );
    }
  }
}

/**
 * Checks the whole catalogue file and answers it typed, or the first problem's message. Text
 * keys are trimmed and challenge days always carry four sections. Nothing here reads the
 * database: it is the same check in the browser (before uploading) and on the server.
 */
export function checkCatalogueImport(body: unknown): CatalogueCheck {
  const fail = (why: string, where?: SyncItemRef): CatalogueCheck => ({
    ok: false,
    message: syncErrorMessage(why, where),
  });
  if (!isObject(body)) return fail(SYNC_MESSAGES.notAnObject);
  if (!SYNC_KINDS.some((kind) => body[kind] !== undefined)) return fail(SYNC_MESSAGES.noLists);
  const catalogue: CatalogueImport = {};
  for (const kind of SYNC_KINDS) {
    const list = body[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list)) return fail(`${kind} ${SYNC_MESSAGES.notAList}`);
    if (list.length > SYNC_LIMITS.itemsPerList) return fail(`${kind} ${SYNC_MESSAGES.tooMany}`);
    const seen = new Set<string>();
    const items: Item[] = [];
    for (const [index, raw] of (list as unknown[]).entries()) {
      if (!isObject(raw)) return fail(SYNC_MESSAGES.notAnItem, { kind, index, key: null });
      const where = (key: string | null): SyncItemRef => ({ kind, index, key: key || null });
      const typed = typeProblem(raw, kind);
      if (typed) return fail(typed, where(syncKeyOf(kind, raw)));
      const item: Item = { ...raw };
      if (kind === 'challengeDetails') {
        const sections = sectionsOf(raw['sections']);
        if (!sections) return fail(SYNC_MESSAGES.sections, where(syncKeyOf(kind, raw)));
        // Left out, a stored day keeps its sections (a new one gets four unused ones).
        if (raw['sections'] === undefined || raw['sections'] === null) delete item['sections'];
        else item['sections'] = sections;
      }
      const key = syncKeyOf(kind, item);
      const problem = ruleProblem(kind, item);
      if (problem) return fail(problem, where(key));
      if (seen.has(key)) return fail(SYNC_MESSAGES.duplicate, where(key));
      seen.add(key);
      for (const field of ['name', 'slug', 'challengeSlug', 'arcangelName'])
        if (typeof item[field] === 'string') item[field] = trimmed(item[field]);
      for (const field of ['categories', 'keywords', 'types'])
        if (Array.isArray(item[field])) item[field] = names(item, field);
      items.push(item);
    }
    (catalogue as Record<string, Item[]>)[kind] = items;
  }
  return { ok: true, catalogue };
}
