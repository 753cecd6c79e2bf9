/**
 * What a mail is, for the person who gets it (02 §3.12, issue 16). Transactional mail (welcome,
 * reset code, trial ending, payment failed) answers something the person did or owes and always
 * goes out; the other kinds are chosen per person on the preferences page and carry a one-click
 * unsubscribe (RFC 8058).
 */
export const EMAIL_PREFERENCE_KINDS = ['news', 'angelMondays', 'reminders'] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];
export type EmailKind = 'transactional' | EmailPreferenceKind;

export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKind, string> = {
  news: 'Novedades',
  angelMondays: 'Angel Mondays',
  reminders: 'Recordatorios',
};

export const EMAIL_PREFERENCE_HINTS: Record<EmailPreferenceKind, string> = {
  news: 'Nuevas meditaciones y retos cuando se publican.',
  angelMondays: 'El mensaje de cada lunes.',
  reminders: 'Un recordatorio diario para tu práctica, a la hora que elijas.',
};

export function isEmailPreferenceKind(value: unknown): value is EmailPreferenceKind {
  return typeof value === 'string' && (EMAIL_PREFERENCE_KINDS as readonly string[]).includes(value);
}

/** Content whose publication drafts an announcement (pending e-mail content types of 02 §3.12). */
export const ANNOUNCED_CONTENT_TYPES = ['meditation', 'challenge', 'angel_monday'] as const;
export type AnnouncedContentType = (typeof ANNOUNCED_CONTENT_TYPES)[number];

export const ANNOUNCED_CONTENT_LABELS: Record<AnnouncedContentType, string> = {
  meditation: 'Meditación',
  challenge: 'Reto',
  angel_monday: 'Angel Monday',
};

/** 02 §4.8: pending e-mail statuses; draft → scheduled → sent, or cancelled. */
export const PENDING_EMAIL_STATUSES = ['draft', 'scheduled', 'sent', 'cancelled'] as const;
export type PendingEmailStatus = (typeof PENDING_EMAIL_STATUSES)[number];

export const PENDING_EMAIL_STATUS_LABELS: Record<PendingEmailStatus, string> = {
  draft: 'Borrador',
  scheduled: 'Programado',
  sent: 'Enviado',
  cancelled: 'Cancelado',
};

/** Which pending e-mails can still be edited, scheduled, sent or cancelled: not once they went out. */
export function isPendingEmailOpen(status: PendingEmailStatus): boolean {
  return status === 'draft' || status === 'scheduled';
}

/** 02 §4.8: e-mail log statuses. */
export const EMAIL_LOG_STATUSES = ['sent', 'failed', 'delivered', 'opened', 'bounced'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export const EMAIL_LOG_STATUS_LABELS: Record<EmailLogStatus, string> = {
  sent: 'Enviado',
  failed: 'Fallido',
  delivered: 'Entregado',
  opened: 'Abierto',
  bounced: 'Rebotado',
};

/**
 * The send ledger's states: queued → sending → sent / failed, or skipped when the person opted
 * out, bounced or left before their turn came.
 */
export const EMAIL_SEND_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type EmailSendState = (typeof EMAIL_SEND_STATES)[number];

export const EMAIL_SEND_STATE_LABELS: Record<EmailSendState, string> = {
  queued: 'En cola',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Fallido',
  skipped: 'Omitido',
};
