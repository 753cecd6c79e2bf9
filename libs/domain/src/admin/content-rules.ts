import {
  CONTENT_STATUSES,
  type AngelMondayInput,
  type ArchangelInput,
  type ChallengeDayInput,
  type ChallengeInput,
  type ChallengeSectionInput,
  type ContentStatus,
  type MediaKind,
  type MeditationInput,
  type OracleCardInput,
  type QuickMeditationInput,
} from '../contracts/admin';
import { GRADIENT_PALETTE } from '../angel-mondays/gradients';
import { videoEmbedUrl } from '../meditations/catalogue-search';
import { mediaTypeMessage } from './meditation-editing';
import { multiLineMessage, singleLineMessage } from '../text/control-characters';
import { foldText } from '../text/fold';

/**
 * The admin forms' rules (02 §5), run by the forms and again by the API on every write, so both
 * say the same Spanish text. Where the spec shows no rule (archangels, challenges, their days,
 * lengths, links), ours follow the same style. Each validator answers one message per field.
 */
export const ADMIN_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  titleRequired: 'El título es requerido',
  descriptionRequired: 'La descripción es requerida',
  guidanceRequired: 'La guía es requerida',
  archangelRequired: 'El arcángel es requerido',
  durationPositive: 'La duración debe ser mayor a 0',
  categoryRequired: 'Al menos una categoría es requerida',
  keywordRequired: 'Al menos una palabra clave es requerida',
  typeRequired: 'Al menos un tipo es requerido',
  singleCategoryRequired: 'La categoría es requerida',
  contentRequired: 'El contenido es requerido',
  dateInvalid: 'La fecha no es válida',
  publishAtInvalid: 'La fecha de publicación no es válida',
  gradientInvalid: `El degradado debe ser un número de 1 a ${GRADIENT_PALETTE.length}`,
  shortDescRequired: 'La descripción corta es requerida',
  totalDaysPositive: 'El número de días debe ser mayor a 0',
  moduleTitleRequired: 'El título del módulo es requerido',
  sectionsInvalid: 'Un día tiene exactamente 4 secciones',
  sectionMetaInvalid: 'El tipo de sección no es válido',
  sectionTitleRequired: 'Cada sección usada necesita un título',
  videoLinkInvalid: 'El enlace de video debe ser de YouTube o Vimeo',
  mediaRequired: 'Agrega un enlace de video o un archivo de audio o video',
  uploadUrlInvalid: 'El archivo debe estar subido a Inhala (/uploads/...)',
  imageUrlInvalid: 'La imagen debe ser una URL https o un archivo subido',
  linkInvalid: 'El enlace debe empezar por https://',
  slugInvalid: 'El slug solo puede tener minúsculas, números y guiones',
  statusInvalid: 'El estado debe ser borrador, publicado o archivado',
  sortOrderInvalid: 'El orden debe ser un número entero de 0 en adelante',
  // Archangels, challenges and their days (the spec shows no rule; ours follow the same style).
  archangelDuplicate: 'Ya existe un arcángel con ese nombre',
  archangelGone:
    'El arcángel de esta carta fue eliminado: restáuralo o elige otro arcángel antes de restaurar la carta',
  archangelInUse: (cards: number) =>
    `No se puede eliminar: ${cards === 1 ? '1 carta del oráculo usa' : `${cards} cartas del oráculo usan`} este arcángel. Asígnales otro arcángel antes.`,
  challengeSlugDuplicate: 'Ya existe un reto con ese slug',
  dayNumberInvalid: 'El día debe ser un número entero',
  dayNumberOutOfRange: (totalDays: number) => `El día debe ser un número de 1 a ${totalDays}`,
  totalDaysBelowWrittenDays: (lastDay: number) =>
    `El reto tiene contenido hasta el día ${lastDay}: borra esos días antes de reducir el número de días`,
  dayTaken: 'Este día ya tiene contenido',
  audioSizeInvalid: 'El tamaño del audio debe ser un número entero de 0 en adelante',
  tooLong: (label: string, max: number) => `${label} no puede superar los ${max} caracteres`,
} as const;

export const ADMIN_LIMITS = {
  name: 200,
  slug: 200,
  shortText: 1000,
  longText: 20000,
  richText: 100000,
  url: 1000,
  maxDuration: 600,
  maxDays: 365,
  maxSortOrder: 1_000_000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  undoSeconds: 10,
} as const;

type Messages<K extends string> = Partial<Record<K, string>>;

const blank = (value: string | null | undefined): boolean => !value || value.trim().length === 0;
const longerThan = (value: string | null | undefined, max: number): boolean =>
  typeof value === 'string' && [...value].length > max;
const positiveInteger = (value: unknown, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** An uploaded file of ours: `/uploads/<name>`, nothing that climbs out of the folder. */
export function isUploadUrl(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._-]+$/.test(value) && !value.includes('..');
}

export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

/** The artwork the server draws for the demo content (`/api/art/<kind>/<name>.svg`). */
export function isGeneratedArtUrl(value: string): boolean {
  return /^\/api\/art\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/.test(value);
}

/**
 * An image is a file we keep, an https address (the proxy fetches the allowed hosts), or the
 * server's own drawn artwork (so demo content can be edited without replacing its picture).
 */
export function isImageReference(value: string): boolean {
  return isUploadUrl(value) || isHttpsUrl(value) || isGeneratedArtUrl(value);
}

function optionalCheck(
  value: string | null | undefined,
  accept: (v: string) => boolean,
  message: string,
): string | undefined {
  if (blank(value)) return undefined;
  const control = singleLineMessage(value, 'El enlace');
  if (control) return control;
  return accept((value as string).trim()) ? undefined : message;
}

/** An optional link or file reference: no longer than a URL column holds, then of the right kind. */
function linkCheck(
  value: string | null | undefined,
  accept: (v: string) => boolean,
  message: string,
): string | undefined {
  if (blank(value)) return undefined;
  if (longerThan((value as string).trim(), ADMIN_LIMITS.url))
    return ADMIN_MESSAGES.tooLong('El enlace', ADMIN_LIMITS.url);
  return optionalCheck(value, accept, message);
}

function statusCheck(status: ContentStatus | undefined): string | undefined {
  return status === undefined || (CONTENT_STATUSES as readonly string[]).includes(status)
    ? undefined
    : ADMIN_MESSAGES.statusInvalid;
}

function sortOrderCheck(sortOrder: number | undefined): string | undefined {
  if (sortOrder === undefined) return undefined;
  return Number.isInteger(sortOrder) && sortOrder >= 0 && sortOrder <= ADMIN_LIMITS.maxSortOrder
    ? undefined
    : ADMIN_MESSAGES.sortOrderInvalid;
}

/** A name or a title takes one line; a description or a body keeps its line breaks (TEXT_MESSAGES). */
type Lines = 'single' | 'multi';

const controlCheck = (value: string | null | undefined, label: string, lines: Lines): string | undefined =>
  lines === 'single' ? singleLineMessage(value, label) : multiLineMessage(value, label);

function required(
  value: string | null | undefined,
  message: string,
  label: string,
  max: number,
  lines: Lines = 'single',
): string | undefined {
  if (blank(value)) return message;
  return (
    controlCheck(value, label, lines) ??
    (longerThan(value, max) ? ADMIN_MESSAGES.tooLong(label, max) : undefined)
  );
}

function capped(
  value: string | null | undefined,
  label: string,
  max: number,
  lines: Lines = 'single',
): string | undefined {
  return (
    controlCheck(value, label, lines) ??
    (longerThan(value, max) ? ADMIN_MESSAGES.tooLong(label, max) : undefined)
  );
}

/** The first message of a validator's answer, in field order, or null when all is well. */
export function firstAdminMessage(messages: Partial<Record<string, string | undefined>>): string | null {
  for (const message of Object.values(messages)) if (message) return message;
  return null;
}

/** A readable, unique-able slug: lower case, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ADMIN_LIMITS.slug)
    .replace(/-+$/g, '');
}

export function validateOracleCard(input: OracleCardInput): Messages<keyof OracleCardInput> {
  const L = ADMIN_LIMITS;
  const M = ADMIN_MESSAGES;
  return {
    name: required(input.name, M.nameRequired, 'El nombre', L.name),
    description: required(input.description, M.descriptionRequired, 'La descripción', L.longText, 'multi'),
    explanation: required(input.explanation, M.guidanceRequired, 'La guía', L.longText, 'multi'),
    arcangelId: positiveInteger(input.arcangelId, 2_147_483_647) ? undefined : M.archangelRequired,
    imageUrl: linkCheck(input.imageUrl, isImageReference, M.imageUrlInvalid),
    status: statusCheck(input.status),
    sortOrder: sortOrderCheck(input.sortOrder),
  };
}

export function validateArchangel(input: ArchangelInput): Messages<keyof ArchangelInput> {
  const L = ADMIN_LIMITS;
  return {
    name: required(input.name, ADMIN_MESSAGES.nameRequired, 'El nombre', 120),
    topic: capped(input.topic, 'El tema', L.name),
    description: capped(input.description, 'La descripción', L.longText, 'multi'),
    imageUrl: linkCheck(input.imageUrl, isImageReference, ADMIN_MESSAGES.imageUrlInvalid),
    youtubeUrl: linkCheck(
      input.youtubeUrl,
      (v) => videoEmbedUrl(v) !== null,
      ADMIN_MESSAGES.videoLinkInvalid,
    ),
    descriptionNotes: capped(input.descriptionNotes, 'El texto de las notas', L.longText, 'multi'),
    status: statusCheck(input.status),
    sortOrder: sortOrderCheck(input.sortOrder),
  };
}

function mediaChecks(input: {
  videoUrl?: string | null;
  mediaUrl?: string | null;
  mediaType?: MediaKind | null;
}) {
  return {
    videoUrl: optionalCheck(
      input.videoUrl,
      (v) => videoEmbedUrl(v) !== null,
      ADMIN_MESSAGES.videoLinkInvalid,
    ),
    mediaUrl: optionalCheck(input.mediaUrl, isUploadUrl, ADMIN_MESSAGES.uploadUrlInvalid),
    mediaType: mediaTypeMessage(input),
  };
}

export function validateMeditation(input: MeditationInput): Messages<keyof MeditationInput> {
  const M = ADMIN_MESSAGES;
  const L = ADMIN_LIMITS;
  return {
    name: required(input.name, M.titleRequired, 'El título', L.name),
    description: required(input.description, M.descriptionRequired, 'La descripción', L.longText, 'multi'),
    duration: positiveInteger(input.duration, L.maxDuration) ? undefined : M.durationPositive,
    categoryIds: input.categoryIds?.length ? undefined : M.categoryRequired,
    keywordIds: input.keywordIds?.length ? undefined : M.keywordRequired,
    typeIds: input.typeIds?.length ? undefined : M.typeRequired,
    slug: optionalCheck(input.slug, (v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), M.slugInvalid),
    journalPrompt: capped(input.journalPrompt, 'La pregunta del diario', L.shortText, 'multi'),
    imageUrl: optionalCheck(input.imageUrl, isImageReference, M.imageUrlInvalid),
    ...mediaChecks(input),
    status: statusCheck(input.status),
    sortOrder: sortOrderCheck(input.sortOrder),
  };
}

export function validateQuickMeditation(input: QuickMeditationInput): Messages<keyof QuickMeditationInput> {
  const M = ADMIN_MESSAGES;
  const media = mediaChecks(input);
  return {
    name: required(input.name, M.titleRequired, 'El título', ADMIN_LIMITS.name),
    videoUrl:
      media.videoUrl ?? (blank(input.videoUrl) && blank(input.mediaUrl) ? M.mediaRequired : undefined),
    mediaUrl: media.mediaUrl,
    mediaType: media.mediaType,
    duration: positiveInteger(input.duration, ADMIN_LIMITS.maxDuration) ? undefined : M.durationPositive,
    categoryId: positiveInteger(input.categoryId, 2_147_483_647) ? undefined : M.singleCategoryRequired,
  };
}

/** A real calendar day (no 30 February, which Date.parse rolls over and PostgreSQL refuses). */
const isCalendarDay = (value: string): boolean => {
  const [y = 0, m = 0, d = 0] = value.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

const isDateTime = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  isCalendarDay(value);

export function validateAngelMonday(input: AngelMondayInput): Messages<keyof AngelMondayInput> {
  const M = ADMIN_MESSAGES;
  const gradient = input.gradientOption;
  return {
    title: required(input.title, M.titleRequired, 'El título', ADMIN_LIMITS.name),
    text: blank(stripTags(input.text ?? ''))
      ? M.contentRequired
      : capped(input.text, 'El contenido', ADMIN_LIMITS.richText, 'multi'),
    timestamp: typeof input.timestamp === 'string' && isDateTime(input.timestamp) ? undefined : M.dateInvalid,
    gradientOption:
      gradient === undefined || positiveInteger(gradient, GRADIENT_PALETTE.length)
        ? undefined
        : M.gradientInvalid,
    audioUrl: optionalCheck(input.audioUrl, isUploadUrl, M.uploadUrlInvalid),
    status: statusCheck(input.status),
    publishAt:
      blank(input.publishAt) || isDateTime(input.publishAt as string) ? undefined : M.publishAtInvalid,
  };
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

export function validateChallenge(input: ChallengeInput): Messages<keyof ChallengeInput> {
  const M = ADMIN_MESSAGES;
  const L = ADMIN_LIMITS;
  return {
    name: required(input.name, M.nameRequired, 'El nombre', L.name),
    slug: optionalCheck(input.slug, (v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), M.slugInvalid),
    shortDesc: required(input.shortDesc, M.shortDescRequired, 'La descripción corta', L.shortText, 'multi'),
    longDesc: capped(input.longDesc, 'La descripción larga', L.longText, 'multi'),
    imageUrl: linkCheck(input.imageUrl, isImageReference, M.imageUrlInvalid),
    welcomeVideoUrl: linkCheck(input.welcomeVideoUrl, (v) => videoEmbedUrl(v) !== null, M.videoLinkInvalid),
    totalDays: positiveInteger(input.totalDays, L.maxDays) ? undefined : M.totalDaysPositive,
    status: statusCheck(input.status),
  };
}

const SECTION_KINDS = ['video', 'document', 'journal', 'audio'];

const isAudioSize = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;

/**
 * One of a day's sections, one message per field; an unused section (meta null) has none. The
 * form shows each beside its field; the day's `sections` answer is the first of them.
 */
export function validateChallengeSection(
  section: ChallengeSectionInput,
): Messages<keyof ChallengeSectionInput> {
  const M = ADMIN_MESSAGES;
  if (section === null || typeof section !== 'object') return { meta: M.sectionMetaInvalid };
  if (section.meta === null || section.meta === undefined) return {};
  if (!SECTION_KINDS.includes(section.meta)) return { meta: M.sectionMetaInvalid };
  const url = (): string | undefined => {
    if (blank(section.url)) return undefined;
    const value = (section.url as string).trim();
    const control = singleLineMessage(section.url, 'El enlace');
    if (control) return control;
    if (longerThan(value, ADMIN_LIMITS.url)) return M.tooLong('El enlace', ADMIN_LIMITS.url);
    if (section.meta === 'video' && videoEmbedUrl(value) === null) return M.videoLinkInvalid;
    if (section.meta === 'document' && !isHttpsUrl(value)) return M.linkInvalid;
    return undefined;
  };
  return {
    title: blank(section.title)
      ? M.sectionTitleRequired
      : capped(section.title, 'El título de la sección', ADMIN_LIMITS.name),
    url: url(),
    audioPath: linkCheck(section.audioPath, isUploadUrl, M.uploadUrlInvalid),
    content: capped(section.content, 'El contenido de la sección', ADMIN_LIMITS.longText, 'multi'),
    audioOriginalName: capped(section.audioOriginalName, 'El nombre del audio', 255),
    audioSize:
      section.audioSize === undefined || section.audioSize === null || isAudioSize(section.audioSize)
        ? undefined
        : M.audioSizeInvalid,
  };
}

export function validateChallengeDay(input: ChallengeDayInput): Messages<keyof ChallengeDayInput> {
  const M = ADMIN_MESSAGES;
  const sections = Array.isArray(input.sections) ? input.sections : [];
  return {
    moduleTitle: required(
      input.moduleTitle,
      M.moduleTitleRequired,
      'El título del módulo',
      ADMIN_LIMITS.name,
    ),
    preview: capped(input.preview, 'La vista previa', ADMIN_LIMITS.shortText, 'multi'),
    sections:
      sections.length !== 4
        ? M.sectionsInvalid
        : (sections
            .map((section) => firstAdminMessage(validateChallengeSection(section)))
            .find((message): message is string => Boolean(message)) ?? undefined),
    audioOriginalName: capped(input.audioOriginalName, 'El nombre del audio', 255),
    audioSize:
      input.audioSize === undefined || input.audioSize === null || isAudioSize(input.audioSize)
        ? undefined
        : M.audioSizeInvalid,
  };
}

/** The day a challenge's editor may write: 1 to the challenge's total days. */
export function dayNumberMessage(dayNumber: number, totalDays: number): string | undefined {
  return Number.isInteger(dayNumber) && dayNumber >= 1 && dayNumber <= totalDays
    ? undefined
    : ADMIN_MESSAGES.dayNumberOutOfRange(totalDays);
}

/** A slug made from the name, or 'reto' when the name has no letter or digit to keep. */
export function challengeSlugFrom(name: string): string {
  return slugify(name) || 'reto';
}
