/** The angel-mondays context's front door. */
export { AngelMondaysModule } from './angel-mondays.module';
export { AngelMondayEditor } from './ports/angel-monday-editor.port';
export { CleanAngelMondayInput } from './application/clean-angel-monday-input';
export { AngelMondayTranscripts } from './ports/angel-monday-transcripts.port';
export { VisibleAngelMondays, type AngelMondayTitle } from './ports/visible-angel-mondays.port';
