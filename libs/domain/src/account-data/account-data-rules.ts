/**
 * 'Descargar mis datos' and 'Eliminar mi cuenta' (issue 19): the limits, the author a deleted
 * person's chat messages show, and the list the confirmation dialog names. Server and client
 * read these from here, so the dialog names exactly what the eraser deletes.
 */
export const ACCOUNT_DATA_LIMITS = {
  /** ZIP exports per person. */
  exports: { limit: 5, windowMs: 60 * 60_000 },
  /** Deletion attempts per person (wrong passwords included). */
  deletions: { limit: 5, windowMs: 15 * 60_000 },
} as const;

/** The author of a chat message whose account was deleted (messages stay, the person does not). */
export const DELETED_ACCOUNT_AUTHOR = { firstName: 'Cuenta eliminada', lastName: '' } as const;

/** What 'Eliminar mi cuenta' deletes, in the order the dialog lists it. */
export const ACCOUNT_DELETION_ITEMS: readonly string[] = [
  'Tu perfil: nombre, email, zona horaria y preferencias',
  'Tus rituales diarios y sus reflexiones',
  'Tus páginas matutinas',
  'Tu progreso y tus reflexiones en los retos',
  'Tus meditaciones favoritas y tus sesiones de práctica',
  'Tu racha, tu planta y las cartas del oráculo que sacaste',
  'Tus preferencias de email y los emails pendientes',
  'Tus “me gusta” del chat; tus mensajes se quedan, pero como “Cuenta eliminada”',
  'Todas tus sesiones abiertas, en todos tus dispositivos',
];

export const ACCOUNT_DATA_TEXTS = {
  deleted: 'Tu cuenta se eliminó',
  /** The one thing kept after an erasure (one trial per person, ever); the dialog and LEEME.txt say it. */
  trialNote:
    'Si ya usaste la prueba gratuita, guardamos solo una huella cifrada de tu email (no el email) para no ofrecerte una segunda prueba si vuelves a registrarte.',
  subscriptionNote:
    'Si tienes una suscripción activa, se cancelará al final del periodo que ya pagaste y no se te cobrará nada más.',
} as const;
