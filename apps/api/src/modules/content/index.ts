/** The content context's front door: what other contexts may use of it. */
export { ChallengeDayDto, OracleCardDto } from './adapters/http/dto/catalogue.response.dto';
export { ContentNotModifiedShortcut } from './adapters/http/content-not-modified.shortcut';
export { RefreshContentBundle } from './application/refresh-content-bundle.use-case';
export { ContentModule } from './content.module';
export { Catalogue } from './ports/catalogue.port';
export { ListFavourites } from './application/list-favourites.use-case';
export { CatalogueChanges } from './ports/catalogue-changes.port';
export { ContentEditor, SortableContent } from './ports/content-editor.port';
export { listPage, textOrNull, type ListShape, type Sql } from './adapters/persistence/editors/editor-sql';
export { ArchangelEditor, OracleCardEditor } from './ports/oracle-editors.port';
export { LookupEditor, MeditationEditor } from './ports/meditation-editors.port';
export { MeditationScripts, type MeditationScript } from './ports/meditation-scripts.port';
export { MeditationScriptDto, MeditationTranscriptDto } from './adapters/http/dto/catalogue.response.dto';
export {
  ChallengeSectionTranscripts,
  type ChallengeSectionKey,
  type ChallengeSectionTranscript,
} from './ports/challenge-section-transcripts.port';
export { MeditationTranscripts, type MeditationTranscript } from './ports/meditation-transcripts.port';
export { ChallengeDayEditor, ChallengeEditor, type DayOwner } from './ports/challenge-editors.port';
