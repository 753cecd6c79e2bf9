import { BUTTON_POSITIONS, type ButtonPosition } from './email-templates';
import { unknownVariables, variablesIn } from './render-email';
import { multiLineMessage, singleLineMessage } from '../text/control-characters';

export const EMAIL_LIMITS = { name: 120, subject: 300, body: 50_000, buttonText: 80 } as const;

/** Spanish messages of the e-mail editors (the spec shows none: 02 §5 'Admin validation of emails'). */
export const EMAIL_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  subjectRequired: 'El asunto es requerido',
  bodyRequired: 'El contenido es requerido',
  buttonTextRequired: 'El texto del botón es requerido',
  buttonPositionInvalid: 'La posición del botón debe ser al principio, al final o sin botón',
  tooLong: (field: string, max: number) => `${field} no puede tener más de ${max} caracteres`,
  unknownVariable: (names: string[]) =>
    `Variable desconocida: ${names.map((name) => `{{${name}}}`).join(', ')}. Usa solo las de la lista.`,
  scheduleInvalid: 'La fecha de envío no es válida',
  schedulePast: 'La fecha de envío no puede estar en el pasado',
  reminderTimeInvalid: 'La hora del recordatorio debe tener el formato HH:mm',
  reminderTimeRequired: 'Elige una hora para el recordatorio',
  sampleInvalid: 'Los datos de ejemplo deben ser textos',
  requiredVariable: (names: string[]) =>
    `Esta plantilla necesita ${names.map((name) => `{{${name}}}`).join(', ')}: sin ella el correo no sirve`,
  alwaysActive: 'Esta plantilla no se puede desactivar: sin ella nadie podría recuperar su cuenta.',
  secretInSubject: (names: string[]) =>
    `${names.map((name) => `{{${name}}}`).join(', ')} solo puede ir en el contenido: el asunto se ve en la pantalla bloqueada del teléfono`,
} as const;

type Errors<K extends string> = Partial<Record<K, string>>;

/** A single-line field of the editors (name, subject, button text): no line break, no control character. */
function text(value: unknown, field: string, max: number, requiredMessage: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return requiredMessage;
  const control = singleLineMessage(value, field);
  if (control) return control;
  if (value.length > max) return EMAIL_MESSAGES.tooLong(field, max);
  return undefined;
}

export interface EmailTemplateFields {
  name: unknown;
  subject: unknown;
  body: unknown;
  buttonText: unknown;
  buttonPosition: unknown;
}

/** A template's fields, against the variables that template offers. */
export function validateEmailTemplate(
  input: EmailTemplateFields,
  offered: readonly string[],
): Errors<'name' | 'subject' | 'body' | 'buttonText' | 'buttonPosition'> {
  const errors: Errors<'name' | 'subject' | 'body' | 'buttonText' | 'buttonPosition'> = {
    name: text(input.name, 'El nombre', EMAIL_LIMITS.name, EMAIL_MESSAGES.nameRequired),
    subject: validateSubject(input.subject, offered),
    body: validateBody(input.body, offered),
    buttonPosition: (BUTTON_POSITIONS as readonly unknown[]).includes(input.buttonPosition)
      ? undefined
      : EMAIL_MESSAGES.buttonPositionInvalid,
  };
  if (input.buttonPosition !== ('none' satisfies ButtonPosition))
    errors.buttonText = text(
      input.buttonText,
      'El texto del botón',
      EMAIL_LIMITS.buttonText,
      EMAIL_MESSAGES.buttonTextRequired,
    );
  return errors;
}

export function validateSubject(value: unknown, offered: readonly string[]): string | undefined {
  const problem = text(value, 'El asunto', EMAIL_LIMITS.subject, EMAIL_MESSAGES.subjectRequired);
  if (problem) return problem;
  const unknown = unknownVariables(value as string, offered);
  return unknown.length ? EMAIL_MESSAGES.unknownVariable(unknown) : undefined;
}

export function validateBody(value: unknown, offered: readonly string[]): string | undefined {
  const empty = typeof value !== 'string' || !value.replace(/<[^>]*>|&nbsp;/g, '').trim();
  if (empty) return EMAIL_MESSAGES.bodyRequired;
  const control = multiLineMessage(value, 'El contenido');
  if (control) return control;
  if (value.length > EMAIL_LIMITS.body) return EMAIL_MESSAGES.tooLong('El contenido', EMAIL_LIMITS.body);
  const unknown = unknownVariables(value, offered);
  return unknown.length ? EMAIL_MESSAGES.unknownVariable(unknown) : undefined;
}

/** When a pending e-mail may be scheduled: a real instant, not before now (a minute's grace for clocks). */
export function validateScheduledFor(value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return EMAIL_MESSAGES.scheduleInvalid;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return EMAIL_MESSAGES.scheduleInvalid;
  if (at.getTime() < now.getTime() - 60_000) return EMAIL_MESSAGES.schedulePast;
  return undefined;
}

/** 'HH:mm', 00:00 to 23:59. */
export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Templates whose mail a person cannot do without (the reset code): their switch stays on. */
export const ALWAYS_ACTIVE_TEMPLATES: readonly string[] = ['password_reset'];

/** Variables a template cannot do without (the reset code is the whole point of its mail). */
export const REQUIRED_TEMPLATE_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  password_reset: ['code', 'resetUrl'],
};

/**
 * Variables that are secrets (the reset code): only in the body, never in the subject, which
 * phones show on the lock screen and mail lists show to anyone near the screen.
 */
export const BODY_ONLY_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  password_reset: ['code', 'resetUrl'],
};

/** The secret variables a template's subject names; empty when none. */
export function secretsInSubject(key: string, subject: string): string[] {
  const used = variablesIn(subject);
  return (BODY_ONLY_VARIABLES[key] ?? []).filter((name) => used.includes(name));
}

/** The message for a subject that names a secret variable; undefined if none. */
export function secretInSubjectMessage(key: string, subject: string): string | undefined {
  const secrets = secretsInSubject(key, subject);
  return secrets.length ? EMAIL_MESSAGES.secretInSubject(secrets) : undefined;
}

/** The message for a template whose body lost a variable it needs; undefined if none. */
export function missingRequiredVariables(key: string, text: string): string | undefined {
  const used = variablesIn(text);
  const missing = (REQUIRED_TEMPLATE_VARIABLES[key] ?? []).filter((name) => !used.includes(name));
  return missing.length ? EMAIL_MESSAGES.requiredVariable(missing) : undefined;
}
