/** The media context's front door: the module, and the uploads storage other contexts use. */
export { MediaModule } from './media.module';
export { FileStorage, type StoredFile } from './ports/file-storage.port';
export type { FileKind } from './application/file-type';
