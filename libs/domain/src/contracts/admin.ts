import type { SectionKind } from '../challenges/challenge-progress';

/** GET /api/admin/counts (02 §3.12): the panel's badges. */
export interface AdminCounts {
  angelMondays: number;
  oracleCards: number;
  archangels: number;
  challenges: number;
  meditations: number;
  /** Pending e-mails awaiting the admin: drafts and scheduled ones. */
  pendingEmails: number;
}

/**
 * Publication state of every edited item (02 §4.8 names it for archangels and oracle cards; we
 * give it to meditations, challenges and Angel Mondays too, so that any of them can be drafted
 * and previewed before people see it). Only 'published' items reach users.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  archived: 'Archivado',
};

/** The list query every editor understands: search text, a status, and a page. */
export interface AdminListQuery {
  q?: string;
  status?: ContentStatus;
  page?: number;
  limit?: number;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** What every edited item carries, whatever its kind. */
export interface AdminItemBase {
  id: number;
  updatedAt: string;
}

// ---------------------------------------------------------------- oracle cards and archangels

export interface AdminOracleCard extends AdminItemBase {
  name: string;
  imageUrl: string | null;
  /** The card's guidance ('La guía es requerida'). */
  explanation: string;
  description: string;
  arcangelId: number | null;
  arcangelName: string | null;
  status: ContentStatus;
  sortOrder: number;
}

export interface OracleCardInput {
  name: string;
  description: string;
  explanation: string;
  arcangelId: number;
  imageUrl?: string | null;
  status?: ContentStatus;
  sortOrder?: number;
}

export interface AdminArchangel extends AdminItemBase {
  name: string;
  topic: string | null;
  description: string | null;
  imageUrl: string | null;
  youtubeUrl: string | null;
  descriptionNotes: string | null;
  status: ContentStatus;
  sortOrder: number;
}

export interface ArchangelInput {
  name: string;
  topic?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  youtubeUrl?: string | null;
  descriptionNotes?: string | null;
  status?: ContentStatus;
  sortOrder?: number;
}

// ------------------------------------------------------------------------------- meditations

export type MediaKind = 'audio' | 'video';

export interface AdminMeditation extends AdminItemBase {
  name: string;
  slug: string;
  description: string | null;
  journalPrompt: string | null;
  /** Minutes. */
  duration: number | null;
  videoUrl: string | null;
  /** An uploaded audio or video file under /uploads/. */
  mediaUrl: string | null;
  mediaType: MediaKind | null;
  /** Whole seconds of the file, read by the server from its bytes when it was saved. */
  mediaSeconds: number | null;
  imageUrl: string | null;
  isNew: boolean;
  status: ContentStatus;
  sortOrder: number;
  categoryIds: number[];
  keywordIds: number[];
  typeIds: number[];
  tagIds: number[];
}

export interface MeditationInput {
  name: string;
  /** Made from the name when left empty; made unique by the server. */
  slug?: string | null;
  description: string;
  journalPrompt?: string | null;
  duration: number;
  videoUrl?: string | null;
  mediaUrl?: string | null;
  /** The kind the upload answered; the file's extension wins when it tells (webm does not). */
  mediaType?: MediaKind | null;
  /**
   * Not sent by a client (the body refuses it): the server reads it from the file at `mediaUrl`
   * before writing, and the stored duration becomes the file's minutes.
   */
  mediaSeconds?: number | null;
  imageUrl?: string | null;
  isNew?: boolean;
  status?: ContentStatus;
  sortOrder?: number;
  categoryIds: number[];
  keywordIds: number[];
  typeIds: number[];
  tagIds?: number[];
}

/** /admin/meditations-simple: one short form for adding many quickly. */
export interface QuickMeditationInput {
  name: string;
  videoUrl?: string | null;
  mediaUrl?: string | null;
  mediaType?: MediaKind | null;
  duration: number;
  categoryId: number;
}

/** PUT /api/admin/meditations/order: the ids of a page (or any subset) in their new order. */
export interface MeditationOrderInput {
  ids: number[];
}

export interface AdminSortOrder {
  id: number;
  sortOrder: number;
}

export const LOOKUP_KINDS = ['categories', 'keywords', 'types', 'tags'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export interface AdminLookup {
  id: number;
  name: string;
}

export interface AdminLookups {
  categories: AdminLookup[];
  keywords: AdminLookup[];
  types: AdminLookup[];
  tags: AdminLookup[];
}

/** POST /api/admin/lookups/{kind}: an existing name answers the existing entry. */
export interface LookupInput {
  name: string;
}

// ------------------------------------------------------------------------------ Angel Mondays

export interface AdminAngelMonday extends AdminItemBase {
  title: string;
  /** Sanitised HTML. */
  text: string;
  /** The message's date (02 §3.7 timestamp). */
  timestamp: string;
  audioUrl: string | null;
  gradientOption: number;
  status: ContentStatus;
  /** When people may see it; null means as soon as it is published. */
  publishAt: string | null;
}

export interface AngelMondayInput {
  title: string;
  text: string;
  timestamp: string;
  audioUrl?: string | null;
  gradientOption?: number;
  status?: ContentStatus;
  publishAt?: string | null;
}

// --------------------------------------------------------------------------------- challenges

export interface AdminChallenge extends AdminItemBase {
  name: string;
  slug: string;
  shortDesc: string | null;
  longDesc: string | null;
  imageUrl: string | null;
  welcomeVideoUrl: string | null;
  totalDays: number;
  isPremium: boolean;
  status: ContentStatus;
  /** Days written so far. */
  dayCount: number;
}

export interface ChallengeInput {
  name: string;
  slug?: string | null;
  shortDesc: string;
  longDesc?: string | null;
  imageUrl?: string | null;
  welcomeVideoUrl?: string | null;
  totalDays: number;
  isPremium?: boolean;
  status?: ContentStatus;
}

export interface ChallengeSectionInput {
  meta: SectionKind | null;
  title?: string | null;
  content?: string | null;
  url?: string | null;
  audioPath?: string | null;
  /** The uploaded audio's name on the admin's machine and its size in bytes (AdminUploadView). */
  audioOriginalName?: string | null;
  audioSize?: number | null;
}

export interface AdminChallengeDay extends AdminItemBase {
  challengeId: number;
  dayNumber: number;
  moduleTitle: string | null;
  preview: string | null;
  /** Always four, in order; an unused section has meta null. */
  sections: Array<Required<ChallengeSectionInput>>;
  audioOriginalName: string | null;
  audioSize: number | null;
}

export interface ChallengeDayInput {
  moduleTitle: string;
  preview?: string | null;
  sections: ChallengeSectionInput[];
  /**
   * The day's audio (02 §3.5 keeps one name and size a day): the server stores the first
   * section with an uploaded audio's own; these are taken for that section when it sends none.
   */
  audioOriginalName?: string | null;
  audioSize?: number | null;
}

// ----------------------------------------------------------------------------------- uploads

/** What an upload slot accepts; 'media' is an audio or a video file. */
export const UPLOAD_PURPOSES = ['image', 'audio', 'video', 'media'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** POST /api/admin/uploads?purpose=... (multipart, field `file`). */
export interface AdminUploadView {
  url: string;
  size: number;
  contentType: string;
  kind: 'image' | 'audio' | 'video';
  /** The file's name on the admin's machine, cleaned, for display only. */
  originalName: string;
  /**
   * How long an audio or video plays, in whole seconds, read from its bytes; null for an image or
   * a recording whose length the file does not tell.
   */
  seconds: number | null;
}

// --------------------------------------------------------------------- audit, refresh and sync

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'sync'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'angel_monday',
  'oracle_card',
  'archangel',
  'meditation',
  'meditation_script',
  'meditation_transcript',
  'angel_monday_transcript',
  'challenge_section_transcript',
  'challenge',
  'challenge_day',
  'lookup',
  'catalogue',
  'email_template',
  'pending_email',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditEntryView {
  id: number;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  entityName: string | null;
  changes: { before: unknown; after: unknown } | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface AuditQuery {
  /** Name or e-mail of the admin. */
  person?: string;
  entityType?: AuditEntityType;
  /** Matches the entity's id or name. */
  entity?: string;
  /** YYYY-MM-DD, inclusive, as days in `timeZone`. */
  from?: string;
  to?: string;
  /** The IANA time zone the days are read in (the admin's own); UTC when left out. */
  timeZone?: string;
  page?: number;
  limit?: number;
}

/** POST /api/admin/refresh-data (02 §7). */
export interface RefreshDataResponse {
  stats: { meditations: number; challenges: number; oracleCards: number };
}

/** POST /api/admin/sync (02 §7): dryRun true reports what would change and writes nothing. */
export interface SyncSummary {
  meditationsUpserted: number;
  categoriesUpserted: number;
  keywordsUpserted: number;
  typesUpserted: number;
  challengesUpserted: number;
  challengeDetailsUpserted: number;
  oracleCardsUpserted: number;
  archangelsUpserted: number;
}

export interface SyncResponse {
  dryRun: boolean;
  summary: SyncSummary;
}

/** Spanish names of the audit log's actions and entity types, for the /admin/audit screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Creó',
  update: 'Editó',
  delete: 'Eliminó',
  restore: 'Restauró',
  sync: 'Sincronizó',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  angel_monday: 'Lunes de Ángeles',
  oracle_card: 'Carta del oráculo',
  archangel: 'Arcángel',
  meditation: 'Meditación',
  meditation_script: 'Guion de meditación',
  meditation_transcript: 'Transcripción de meditación',
  angel_monday_transcript: 'Transcripción de Lunes de Ángeles',
  challenge_section_transcript: 'Transcripción de audio de reto',
  challenge: 'Reto',
  challenge_day: 'Día de reto',
  lookup: 'Clasificación',
  catalogue: 'Catálogo',
  email_template: 'Plantilla de correo',
  pending_email: 'Correo pendiente',
};

// ------------------------------------------------------------------------- catalogue bulk import

/**
 * The bulk-import shapes of 02 §3.12 (their fields are not shown there; these are ours). Each
 * item is found by its natural key among the live rows: a meditation or challenge by slug, a
 * category, keyword, type, archangel or oracle card by name, a challenge day by (challengeSlug,
 * dayNumber). A key that names nothing creates the item; otherwise the fields the file gives
 * replace the stored ones and the fields it leaves out stay as they are.
 */
export interface CategoryImport {
  name: string;
  imageUrl?: string | null;
}

/** A keyword or a type: the name is all there is. */
export interface LookupImport {
  name: string;
}

export interface MeditationImport {
  slug: string;
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  videoUrl?: string | null;
  imageUrl?: string | null;
  journalPrompt?: string | null;
  isNew?: boolean;
  status?: ContentStatus;
  sortOrder?: number;
  /** Names of categories, keywords and types: in this file or already in the catalogue. */
  categories: string[];
  keywords: string[];
  types: string[];
}

/** An archangel in a catalogue file: the editor's own fields, keyed by name. */
export type ArchangelImport = ArchangelInput;

export interface OracleCardImport {
  name: string;
  description: string;
  /** The guidance. */
  explanation: string;
  /** An archangel in this file or already in the catalogue. */
  arcangelName: string;
  imageUrl?: string | null;
  status?: ContentStatus;
  sortOrder?: number;
}

export interface ChallengeImport {
  slug: string;
  name: string;
  shortDesc: string;
  longDesc?: string | null;
  imageUrl?: string | null;
  welcomeVideoUrl?: string | null;
  totalDays: number;
  isPremium?: boolean;
  status?: ContentStatus;
}

export interface ChallengeDetailImport {
  /** A challenge in this file or already in the catalogue. */
  challengeSlug: string;
  dayNumber: number;
  moduleTitle: string;
  preview?: string | null;
  /** Up to four, in order; the ones after the last given are unused. Left out, a stored day keeps its own. */
  sections?: ChallengeSectionInput[];
  audioOriginalName?: string | null;
  audioSize?: number | null;
}

/** The catalogue file: any of the lists, each optional. */
export interface CatalogueImport {
  categories?: CategoryImport[];
  keywords?: LookupImport[];
  types?: LookupImport[];
  archangels?: ArchangelImport[];
  meditations?: MeditationImport[];
  oracleCards?: OracleCardImport[];
  challenges?: ChallengeImport[];
  challengeDetails?: ChallengeDetailImport[];
}

/** The lists of the catalogue file, in the order a sync writes them. */
export const SYNC_KINDS = [
  'categories',
  'keywords',
  'types',
  'archangels',
  'meditations',
  'oracleCards',
  'challenges',
  'challengeDetails',
] as const satisfies ReadonlyArray<keyof CatalogueImport>;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const SYNC_KIND_LABELS: Record<SyncKind, string> = {
  categories: 'Categorías',
  keywords: 'Palabras clave',
  types: 'Tipos',
  archangels: 'Arcángeles',
  meditations: 'Meditaciones',
  oracleCards: 'Cartas del oráculo',
  challenges: 'Retos',
  challengeDetails: 'Días de retos',
};

/**
 * POST /api/admin/sync body: the catalogue file plus `dryRun`. dryRun defaults to true, so a
 * body that forgets it never writes; the spec's real run sends `dryRun: false`.
 */
export interface SyncRequest extends CatalogueImport {
  dryRun?: boolean;
}

/** What a sync did (or, in a dry run, would do) to one list; keys are the items' natural keys. */
export interface SyncKindChanges {
  created: number;
  updated: number;
  unchanged: number;
  createdKeys: string[];
  updatedKeys: string[];
}

/**
 * POST /api/admin/sync answer. `summary.<kind>Upserted` counts the items the run created or
 * changed (created + updated): items already as the file says are not written, so a second run
 * of the same file upserts nothing. `changes` gives the detail per list.
 */
export interface SyncResult extends SyncResponse {
  changes: Record<SyncKind, SyncKindChanges>;
}
