import { isUploadUrl, type MeditationInput, type QuickMeditationInput } from '@inhala/domain';
import type { FileStorage } from '../../media';

/**
 * A meditation's input with its file's length, read by the server from the stored bytes (02 §5:
 * the duration a card shows is the file's; never a number a client sent). Without an uploaded
 * file, or one whose length cannot be read, it has none and the typed minutes stand.
 */
export async function withMediaSeconds<I extends MeditationInput | QuickMeditationInput>(
  input: I,
  files: FileStorage,
): Promise<I & Pick<MeditationInput, 'mediaSeconds'>> {
  const url = input.mediaUrl?.trim();
  const mediaSeconds = url && isUploadUrl(url) ? await files.playingSeconds(url) : null;
  return { ...input, mediaSeconds };
}
