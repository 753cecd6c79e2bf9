import type { AdminUploadView, UploadPurpose } from '../contracts/admin';

/** What an uploaded file is, as read from its bytes. */
export type UploadKind = AdminUploadView['kind'];

const MEGABYTE = 1024 * 1024;

/** The most bytes an upload of each kind may have (issue 15: images 15 MB, audio 50 MB, video 500 MB). */
export const UPLOAD_MAX_BYTES = {
  image: 15 * MEGABYTE,
  audio: 50 * MEGABYTE,
  video: 500 * MEGABYTE,
} as const satisfies Record<UploadKind, number>;

/** The content types an admin upload of each kind may be (decided by the server from the bytes). */
export const UPLOAD_CONTENT_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav'],
  video: ['video/mp4', 'video/webm'],
} as const satisfies Record<UploadKind, readonly string[]>;

/**
 * The kinds each upload slot takes. A file whose container may hold audio or video (MP4, WebM)
 * becomes the first kind listed that fits, so a 'media' slot keeps such a file as a video.
 */
export const UPLOAD_PURPOSE_KINDS: Record<UploadPurpose, readonly UploadKind[]> = {
  image: ['image'],
  audio: ['audio'],
  video: ['video'],
  media: ['video', 'audio'],
};

/** Every content type a slot takes, in the order of its kinds (also fit for an input's `accept`). */
export function uploadContentTypes(purpose: UploadPurpose): string[] {
  return UPLOAD_PURPOSE_KINDS[purpose].flatMap((kind) => UPLOAD_CONTENT_TYPES[kind]);
}

/** The largest file a slot may receive (a 'media' slot: a video's limit; an audio is held to its own). */
export function uploadMaxBytes(purpose: UploadPurpose): number {
  return Math.max(...UPLOAD_PURPOSE_KINDS[purpose].map((kind) => UPLOAD_MAX_BYTES[kind]));
}

/** Why an admin upload was refused, per slot, in the words an admin reads. */
export const UPLOAD_MESSAGES = {
  unsupported: {
    image: 'Este archivo no es una imagen JPEG, PNG o WebP',
    audio: 'Este archivo no es un audio MP3, M4A, AAC, OGG, WebM o WAV',
    video: 'Este archivo no es un video MP4 o WebM',
    media: 'Este archivo no es un audio (MP3, M4A, AAC, OGG, WebM o WAV) ni un video (MP4 o WebM)',
  } satisfies Record<UploadPurpose, string>,
  purposeInvalid: 'El tipo de archivo pedido debe ser image, audio, video o media',
} as const;

const megabytes = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/** 'El archivo no puede ser mayor a 50 MB': the limit that refused the file, named. */
export function uploadTooLargeMessage(maxBytes: number): string {
  return `El archivo no puede ser mayor a ${megabytes.format(maxBytes / MEGABYTE)} MB`;
}
