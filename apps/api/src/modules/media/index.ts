/** The media context's front door: the module, and the uploads storage other contexts use. */
export { MediaModule } from './media.module';
export { FileStorage, type SaveOptions, type StoredFile } from './ports/file-storage.port';
export type { FileKind } from './application/file-type';
export { displayFileName } from './application/display-file-name';
