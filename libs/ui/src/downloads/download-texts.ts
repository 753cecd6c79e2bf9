/** What a download says when it cannot finish (issue 30), one place for the button and its tests. */
export const DOWNLOAD_TEXTS = {
  noSpace: 'No hay espacio suficiente en el dispositivo.',
  offline: 'Necesitas conexión a internet para descargar. Inténtalo cuando vuelvas a tener conexión.',
  interrupted: 'Se perdió la conexión y la descarga no terminó. Inténtalo de nuevo.',
  gone: 'Este archivo ya no está disponible.',
  failed: 'No se pudo descargar. Inténtalo de nuevo en unos minutos.',
} as const;

/** A download that could not finish, with the Spanish sentence the person reads. */
export class DownloadFailedError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message);
    this.name = 'DownloadFailedError';
    this.cause = cause;
  }
}
