import { CHAT_LIMITS } from '@inhala/domain';

/** Server-side refusals of chat input that the composer prevents before sending. */
export const CHAT_INPUT_MESSAGES = {
  tooLong: `El mensaje no puede tener más de ${CHAT_LIMITS.maxLength} caracteres`,
  clientId: 'El identificador del mensaje no es válido',
  messageType: 'El tipo de mensaje no es válido',
  fileType: 'Elige una imagen o un audio',
} as const;

/** Characters as people count them (code points), as the composer's counter does. */
export const chatLength = (text: string): number => [...text].length;
