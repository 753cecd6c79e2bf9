import type { AnnouncedContentType, EmailKind } from './email-kinds';

export const DEFAULT_BUTTON_TEXT = 'Ir a la Aplicación ✨';

/** Where the template's button goes: after the body (the default), before it, or nowhere. */
export const BUTTON_POSITIONS = ['end', 'start', 'none'] as const;
export type ButtonPosition = (typeof BUTTON_POSITIONS)[number];

export const BUTTON_POSITION_LABELS: Record<ButtonPosition, string> = {
  end: 'Al final',
  start: 'Al principio',
  none: 'Sin botón',
};

export const EMAIL_TEMPLATE_KEYS = [
  'welcome',
  'password_reset',
  'trial_ending',
  'payment_failed',
  'new_meditation',
  'new_challenge',
  'new_angel_monday',
  'practice_reminder',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export function isEmailTemplateKey(value: unknown): value is EmailTemplateKey {
  return typeof value === 'string' && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** What every template may use, whatever it is for. */
const COMMON_VARIABLES = ['firstName', 'appUrl'] as const;

export interface EmailTemplateDefault {
  key: EmailTemplateKey;
  name: string;
  kind: EmailKind;
  /** The {{variables}} its subject and body may use, listed and insertable in the editor. */
  variables: readonly string[];
  subject: string;
  /** Rich text (the admin allow-list), with {{variables}}. */
  body: string;
  buttonText: string;
  buttonPosition: ButtonPosition;
  /** Values the live preview fills the variables with. */
  sample: Readonly<Record<string, string>>;
}

const SAMPLE_COMMON = { firstName: 'Lucía', appUrl: 'https://inhala.app' };

/**
 * The reset mail's link (RESET_CODE_POLICY): it works from any device for the code's minutes,
 * whatever wrong codes others typed. Written as text, which every mail client turns into a link.
 */
export const RESET_LINK_PARAGRAPH =
  '<p>¿Estás en otro dispositivo, o el código ya no funciona? Abre este enlace: {{resetUrl}}</p>';

export const EMAIL_TEMPLATE_DEFAULTS: Readonly<Record<EmailTemplateKey, EmailTemplateDefault>> = {
  welcome: {
    key: 'welcome',
    name: 'Bienvenida',
    kind: 'transactional',
    variables: COMMON_VARIABLES,
    subject: '{{firstName}}, te damos la bienvenida a Inhala 🌱',
    body: '<p>Hola {{firstName}}:</p><p>Qué alegría tenerte aquí. Inhala te acompaña cada día con un ritual sencillo: una meditación, una reflexión y tu carta del oráculo.</p><p>Empieza hoy con tu primer ritual; tu planta crecerá con cada día de práctica.</p><p>Con cariño,<br>el equipo de Inhala</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: SAMPLE_COMMON,
  },
  password_reset: {
    key: 'password_reset',
    name: 'Código de recuperación',
    kind: 'transactional',
    variables: [...COMMON_VARIABLES, 'code', 'validMinutes', 'resetUrl'],
    subject: 'Tu código de recuperación de Inhala',
    body: `<p>Hola {{firstName}}:</p><p>Tu código para restablecer la contraseña es:</p><h2>{{code}}</h2>${RESET_LINK_PARAGRAPH}<p>Caduca en {{validMinutes}} minutos y solo sirve una vez.</p><p>Si no lo pediste, ignora este mensaje: tu contraseña no cambia.</p><p>Inhala</p>`,
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'none',
    sample: {
      ...SAMPLE_COMMON,
      code: '482913',
      validMinutes: '15',
      resetUrl: 'https://inhala.app/?restablecer=12.Xy3kP9rT',
    },
  },
  trial_ending: {
    key: 'trial_ending',
    name: 'Fin de la prueba en 3 días',
    kind: 'transactional',
    variables: [...COMMON_VARIABLES, 'trialEndDate'],
    subject: 'Tu prueba gratuita termina el {{trialEndDate}}',
    body: '<p>Hola {{firstName}}:</p><p>Tu prueba gratuita de Inhala termina el <strong>{{trialEndDate}}</strong>. Si no haces nada, tu suscripción continuará y seguirás practicando sin interrupciones.</p><p>Puedes revisar o cancelar tu plan cuando quieras desde tu perfil.</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: { ...SAMPLE_COMMON, trialEndDate: '27 de noviembre, 2026' },
  },
  payment_failed: {
    key: 'payment_failed',
    name: 'Pago fallido',
    kind: 'transactional',
    variables: COMMON_VARIABLES,
    subject: 'No pudimos cobrar tu suscripción a Inhala',
    body: '<p>Hola {{firstName}}:</p><p>No pudimos procesar el último pago de tu suscripción. Para no perder el acceso a tus meditaciones, retos y diario, actualiza tu método de pago desde tu perfil.</p><p>Si ya lo resolviste, ignora este mensaje.</p>',
    buttonText: 'Actualizar mi pago',
    buttonPosition: 'end',
    sample: SAMPLE_COMMON,
  },
  new_meditation: {
    key: 'new_meditation',
    name: 'Nueva meditación',
    kind: 'news',
    variables: [...COMMON_VARIABLES, 'contentTitle', 'contentDescription', 'contentUrl'],
    subject: 'Nueva meditación: {{contentTitle}}',
    body: '<p>Hola {{firstName}}:</p><p>Tenemos una meditación nueva para ti: <strong>{{contentTitle}}</strong>.</p><p>{{contentDescription}}</p><p>Regálate unos minutos hoy.</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: {
      ...SAMPLE_COMMON,
      contentTitle: 'Respiración para soltar el día',
      contentDescription: 'Diez minutos para cerrar la jornada con calma.',
      contentUrl: 'https://inhala.app/meditation/respiracion-para-soltar-el-dia',
    },
  },
  new_challenge: {
    key: 'new_challenge',
    name: 'Nuevo reto',
    kind: 'news',
    variables: [...COMMON_VARIABLES, 'contentTitle', 'contentDescription', 'contentUrl'],
    subject: 'Nuevo reto: {{contentTitle}}',
    body: '<p>Hola {{firstName}}:</p><p>Empieza un reto nuevo en Inhala: <strong>{{contentTitle}}</strong>.</p><p>{{contentDescription}}</p><p>Un pequeño paso cada día.</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: {
      ...SAMPLE_COMMON,
      contentTitle: '21 días de gratitud',
      contentDescription: 'Tres semanas para mirar tu día con otros ojos.',
      contentUrl: 'https://inhala.app/challenges',
    },
  },
  new_angel_monday: {
    key: 'new_angel_monday',
    name: 'Nuevo Angel Monday',
    kind: 'angelMondays',
    variables: [...COMMON_VARIABLES, 'contentTitle', 'contentUrl'],
    subject: 'Angel Monday: {{contentTitle}}',
    body: '<p>Hola {{firstName}}:</p><p>Ya está aquí el mensaje de esta semana: <strong>{{contentTitle}}</strong>.</p><p>Inhala &amp; exhala lento y profundo.</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: { ...SAMPLE_COMMON, contentTitle: 'Inhala paz', contentUrl: 'https://inhala.app/angel-mondays' },
  },
  practice_reminder: {
    key: 'practice_reminder',
    name: 'Recordatorio de práctica',
    kind: 'reminders',
    variables: [...COMMON_VARIABLES, 'streak'],
    subject: '{{firstName}}, tu momento de calma te espera',
    body: '<p>Hola {{firstName}}:</p><p>Es la hora que elegiste para tu práctica. Tu racha va en <strong>{{streak}}</strong> días: un ritual de hoy la mantiene creciendo.</p>',
    buttonText: DEFAULT_BUTTON_TEXT,
    buttonPosition: 'end',
    sample: { ...SAMPLE_COMMON, streak: '9' },
  },
};

/** The template that announces each kind of content, and who may receive it. */
export const ANNOUNCEMENT_TEMPLATES: Readonly<Record<AnnouncedContentType, EmailTemplateKey>> = {
  meditation: 'new_meditation',
  challenge: 'new_challenge',
  angel_monday: 'new_angel_monday',
};
