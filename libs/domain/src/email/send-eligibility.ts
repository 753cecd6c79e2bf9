import type { AnnouncedContentType, EmailKind, EmailPreferenceKind } from './email-kinds';

/** The recipient of a queued mail as it stands when its turn comes. */
export interface RecipientNow {
  /** False once the account was deleted (the ledger keeps the row, its user is gone). */
  personExists: boolean;
  /** The address bounced before: it is never mailed again. */
  suppressed: boolean;
  preferences: Readonly<Record<EmailPreferenceKind, boolean>>;
}

/** In Spanish: the admin's log shows them as they are. */
export const SKIP_REASONS = {
  personDeleted: 'La persona eliminó su cuenta',
  suppressed: 'La dirección rebotó antes: no se le vuelve a escribir',
  optedOut: (label: string) => `La persona desactivó los correos de «${label}»`,
  templateInactive: (name: string) => `La plantilla «${name}» está desactivada`,
} as const;

/**
 * Checked right before a mail goes out, not only when it was queued: a person who unsubscribed,
 * bounced or left in between is honoured by the next send. Null when the mail may go.
 * Transactional mail ignores preferences, never a bounce.
 */
export function skipReason(
  kind: EmailKind,
  recipient: RecipientNow,
  labels: Readonly<Record<EmailPreferenceKind, string>>,
): string | null {
  if (!recipient.personExists) return SKIP_REASONS.personDeleted;
  if (recipient.suppressed) return SKIP_REASONS.suppressed;
  if (kind !== 'transactional' && !recipient.preferences[kind]) return SKIP_REASONS.optedOut(labels[kind]);
  return null;
}

/**
 * Where an announcement's button goes (the front end's routes): a meditation opens at its
 * 1-based position in the published catalogue (/meditation/{position}, 02 §2.6) or the
 * catalogue when it is no longer listed; a challenge at /challenges/{id}; Angel Mondays at
 * their page.
 */
export function announcementPath(
  type: AnnouncedContentType,
  contentId: number,
  meditationPosition: number | null,
): string {
  switch (type) {
    case 'meditation':
      return meditationPosition === null ? '/meditaciones' : `/meditation/${meditationPosition}`;
    case 'challenge':
      return `/challenges/${contentId}`;
    case 'angel_monday':
      return '/angel-mondays';
  }
}
