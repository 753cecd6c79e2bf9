/** What a person reads about a write kept on this device until the network returns (issue 18). */
export const OFFLINE_TEXTS = {
  savedOnDevice: 'Guardado en este dispositivo',
  willBeSent: 'Se enviará cuando vuelva la conexión.',
  pending: 'Pendiente de enviar',
  /** Under '… necesita conexión a internet', where a section cannot open without it. */
  needsNetwork: 'Parece que ahora mismo no tienes conexión. Cuando vuelva, seguimos desde aquí.',
} as const;
