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

/** The artwork the API draws for the demo catalogue (GET /api/art/{kind}/{slug}.svg). */
export function isGeneratedArtUrl(value: string): boolean {
  return /^\/api\/art\/(meditation|category|challenge|oracle)\/[a-z0-9-]{1,120}\.svg$/.test(value);
}

/**
 * An image is a file we keep, an https address (the proxy fetches the allowed hosts), or the
 * demo catalogue's generated artwork (so a seeded item can be edited without replacing it).
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
  return accept((value as string).trim()) ? undefined : message;
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

function required(
  value: string | null | undefined,
  message: string,
  label: string,
  max: number,
): string | undefined {
  if (blank(value)) return message;
  return longerThan(value, max) ? ADMIN_MESSAGES.tooLong(label, max) : undefined;
}

function capped(value: string | null | undefined, label: string, max: number): string | undefined {
  return longerThan(value, max) ? ADMIN_MESSAGES.tooLong(label, max) : undefined;
}

/** The first message of a validator's answer, in field order, or null when all is well. */
export function firstAdminMessage(messages: Partial<Record<string, string | undefined>>): string | null {
  for (const message of Object.values(messages)) if (message) return message;
  return null;
}

/** A readable, unique-able slug: lower case, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
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
    description: required(input.description, M.descriptionRequired, 'La descripción', L.longText),
    explanation: required(input.explanation, M.guidanceRequired, 'La guía', L.longText),
    arcangelId: positiveInteger(input.arcangelId, 2_147_483_647) ? undefined : M.archangelRequired,
    imageUrl: optionalCheck(input.imageUrl, isImageReference, M.imageUrlInvalid),
    status: statusCheck(input.status),
    sortOrder: sortOrderCheck(input.sortOrder),
  };
}

export function validateArchangel(input: ArchangelInput): Messages<keyof ArchangelInput> {
  const L = ADMIN_LIMITS;
  return {
    name: required(input.name, ADMIN_MESSAGES.nameRequired, 'El nombre', 120),
    topic: capped(input.topic, 'El tema', L.name),
    description: capped(input.description, 'La descripción', L.longText),
    imageUrl: optionalCheck(input.imageUrl, isImageReference, ADMIN_MESSAGES.imageUrlInvalid),
    youtubeUrl: optionalCheck(
      input.youtubeUrl,
      (v) => videoEmbedUrl(v) !== null,
      ADMIN_MESSAGES.videoLinkInvalid,
    ),
    descriptionNotes: capped(input.descriptionNotes, 'Las notas', L.longText),
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
    description: required(input.description, M.descriptionRequired, 'La descripción', L.longText),
    duration: positiveInteger(input.duration, L.maxDuration) ? undefined : M.durationPositive,
    categoryIds: input.categoryIds?.length ? undefined : M.categoryRequired,
    keywordIds: input.keywordIds?.length ? undefined : M.keywordRequired,
    typeIds: input.typeIds?.length ? undefined : M.typeRequired,
    slug: optionalCheck(input.slug, (v) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), M.slugInvalid),
    journalPrompt: capped(input.journalPrompt, 'La pregunta del diario', L.shortText),
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

const isDateTime = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

export function validateAngelMonday(input: AngelMondayInput): Messages<keyof AngelMondayInput> {
  const M = ADMIN_MESSAGES;
  const gradient = input.gradientOption;
  return {
    title: required(input.title, M.titleRequired, 'El título', ADMIN_LIMITS.name),
    text: blank(stripTags(input.text ?? ''))
      ? M.contentRequired
      : capped(input.text, 'El contenido', ADMIN_LIMITS.richText),
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
    shortDesc: required(input.shortDesc, M.shortDescRequired, 'La descripción corta', L.shortText),
    longDesc: capped(input.longDesc, 'La descripción larga', L.longText),
    imageUrl: optionalCheck(input.imageUrl, isImageReference, M.imageUrlInvalid),
    welcomeVideoUrl: optionalCheck(
      input.welcomeVideoUrl,
      (v) => videoEmbedUrl(v) !== null,
      M.videoLinkInvalid,
    ),
    totalDays: positiveInteger(input.totalDays, L.maxDays) ? undefined : M.totalDaysPositive,
    status: statusCheck(input.status),
  };
}

const SECTION_KINDS = ['video', 'document', 'journal', 'audio'];

function sectionMessage(section: ChallengeSectionInput): string | undefined {
  const M = ADMIN_MESSAGES;
  if (section.meta === null || section.meta === undefined) return undefined;
  if (!SECTION_KINDS.includes(section.meta)) return M.sectionMetaInvalid;
  if (blank(section.title)) return M.sectionTitleRequired;
  if (section.meta === 'video' && !blank(section.url) && videoEmbedUrl(section.url) === null)
    return M.videoLinkInvalid;
  if (section.meta === 'document' && !blank(section.url) && !isHttpsUrl((section.url as string).trim()))
    return M.linkInvalid;
  return (
    optionalCheck(section.audioPath, isUploadUrl, M.uploadUrlInvalid) ??
    capped(section.title, 'El título de la sección', ADMIN_LIMITS.name) ??
    capped(section.content, 'El contenido de la sección', ADMIN_LIMITS.longText)
  );
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
    preview: capped(input.preview, 'La vista previa', ADMIN_LIMITS.shortText),
    sections:
      sections.length !== 4
        ? M.sectionsInvalid
        : sections.map(sectionMessage).find((message): message is string => Boolean(message)),
    audioOriginalName: capped(input.audioOriginalName, 'El nombre del audio', 255),
  };
}
