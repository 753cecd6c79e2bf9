import { singleLineMessage } from '../text/control-characters';

/**
 * Account rules shared by the forms (client) and the request validation (server).
 * Messages are the spec's texts (01 §5); the length caps are ours, so that nothing unbounded is stored.
 */
export const ACCOUNT_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  otpLength: 6,
  timezoneMax: 64,
} as const;

export const ACCOUNT_MESSAGES = {
  signInRequired: 'Por favor ingresa tu email y contraseña',
  firstNameMin: 'El nombre debe tener al menos 2 caracteres',
  lastNameMin: 'El apellido debe tener al menos 2 caracteres',
  firstNameMax: 'El nombre no puede superar los 60 caracteres',
  lastNameMax: 'El apellido no puede superar los 60 caracteres',
  emailInvalid: 'Ingrese un email válido',
  emailMax: 'El email no puede superar los 254 caracteres',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña no puede superar los 128 caracteres',
  passwordMismatch: 'Las contraseñas no coinciden',
  forgotEmailRequired: 'Por favor ingresa tu email',
  forgotEmailInvalid: 'Por favor ingresa un email válido',
  otpInvalid: 'Por favor ingresa el código de 6 dígitos',
  newPasswordRequired: 'Por favor ingresa una nueva contraseña',
  timezoneInvalid: 'La zona horaria no es válida',
  sessionIdRequired: 'Falta el identificador de sesión',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return value.length <= ACCOUNT_LIMITS.emailMax && EMAIL_PATTERN.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Keeps only digits and at most six of them, as the code input does while typing. */
export function filterOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, ACCOUNT_LIMITS.otpLength);
}

export function isValidOtp(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm?: string;
}

/** An e-mail with a line break or another control character (which would also break a mail header). */
const emailControlMessage = (email: string) => singleLineMessage(email, 'El email');

export function validateRegistration(input: RegistrationInput): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const firstNameControl = singleLineMessage(input.firstName, 'El nombre');
  const lastNameControl = singleLineMessage(input.lastName, 'El apellido');
  if (firstNameControl) errors.firstName = firstNameControl;
  else if (firstName.length < ACCOUNT_LIMITS.nameMin) errors.firstName = ACCOUNT_MESSAGES.firstNameMin;
  else if (firstName.length > ACCOUNT_LIMITS.nameMax) errors.firstName = ACCOUNT_MESSAGES.firstNameMax;
  if (lastNameControl) errors.lastName = lastNameControl;
  else if (lastName.length < ACCOUNT_LIMITS.nameMin) errors.lastName = ACCOUNT_MESSAGES.lastNameMin;
  else if (lastName.length > ACCOUNT_LIMITS.nameMax) errors.lastName = ACCOUNT_MESSAGES.lastNameMax;
  const emailControl = emailControlMessage(input.email);
  if (emailControl) errors.email = emailControl;
  else if (!looksLikeEmail(input.email.trim())) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  if (input.password.length < ACCOUNT_LIMITS.passwordMin) errors.password = ACCOUNT_MESSAGES.passwordMin;
  else if (input.password.length > ACCOUNT_LIMITS.passwordMax) errors.password = ACCOUNT_MESSAGES.passwordMax;
  if (input.passwordConfirm !== undefined && input.passwordConfirm !== input.password) {
    errors.passwordConfirm = ACCOUNT_MESSAGES.passwordMismatch;
  }
  return errors;
}

export function validateSignIn(input: { email: string; password: string }): string | null {
  if (!input.email.trim() || !input.password) return ACCOUNT_MESSAGES.signInRequired;
  return emailControlMessage(input.email) ?? null;
}

export function validateForgotEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return ACCOUNT_MESSAGES.forgotEmailRequired;
  const control = emailControlMessage(email);
  if (control) return control;
  if (!looksLikeEmail(value)) return ACCOUNT_MESSAGES.forgotEmailInvalid;
  return null;
}

export function validateNewPassword(password: string, confirmation: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.newPasswordRequired;
  if (password.length < ACCOUNT_LIMITS.passwordMin) return ACCOUNT_MESSAGES.passwordMin;
  if (password.length > ACCOUNT_LIMITS.passwordMax) return ACCOUNT_MESSAGES.passwordMax;
  if (password !== confirmation) return ACCOUNT_MESSAGES.passwordMismatch;
  return null;
}

/** The zone of an account registered without one; the first sign-in replaces it with the device's. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** True when the runtime knows the IANA zone; a bad zone would break every day boundary later. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > ACCOUNT_LIMITS.timezoneMax) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone as the runtime names it ('europe/madrid' → 'Europe/Madrid'), or null for an unknown
 * one. Stored so, because PostgreSQL's zone names are case-sensitive (the reminders read them).
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!isKnownTimeZone(zone)) return null;
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}
