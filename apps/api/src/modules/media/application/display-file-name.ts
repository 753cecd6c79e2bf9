import type { FileKind } from './file-type';

const FALLBACK_NAMES: Record<FileKind, string> = { image: 'imagen', audio: 'audio', video: 'video' };

/**
 * What people see as an uploaded file's name (the one on the sender's machine): no folders, no
 * control or direction characters, at most 120 characters; the kind's word when nothing is left.
 */
export function displayFileName(raw: string, kind: FileKind): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = [...base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim()]
    .slice(0, 120)
    .join('');
  return clean || FALLBACK_NAMES[kind];
}
