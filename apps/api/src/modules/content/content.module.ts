import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { CachedBundleCatalogue } from './adapters/cache/cached-bundle.catalogue';
import { MemoryContentBundleCache } from './adapters/cache/memory-content-bundle.cache';
import { ContentNotModifiedShortcut } from './adapters/http/content-not-modified.shortcut';
import { ContentController } from './adapters/http/content.controller';
import { FavouritesController } from './adapters/http/favourites.controller';
import { MeditationMediaController } from './adapters/http/meditation-media.controller';
import { MeditationScriptController } from './adapters/http/meditation-script.controller';
import { MeditationTranscriptController } from './adapters/http/meditation-transcript.controller';
import { SqlCatalogueReader } from './adapters/persistence/sql-catalogue.reader';
import { SqlFavouritesStore } from './adapters/persistence/sql-favourites.store';
import { SqlMeditationScripts } from './adapters/persistence/sql-meditation-scripts';
import { SqlMeditationTranscripts } from './adapters/persistence/sql-meditation-transcripts';
import { SqlChallengeSectionTranscripts } from './adapters/persistence/sql-challenge-section-transcripts';
import { SqlMeditationSearch } from './adapters/persistence/sql-meditation-search';
import { MeditationSearchController } from './adapters/http/meditation-search.controller';
import { SqlOracleCardEditor } from './adapters/persistence/editors/sql-oracle-card.editor';
import { SqlLookupEditor } from './adapters/persistence/editors/sql-lookup.editor';
import { SqlMeditationEditor } from './adapters/persistence/editors/sql-meditation.editor';
import { SqlArchangelEditor } from './adapters/persistence/editors/sql-archangel.editor';
import { SqlChallengeEditor } from './adapters/persistence/editors/sql-challenge.editor';
import { SqlChallengeDayEditor } from './adapters/persistence/editors/sql-challenge-day.editor';
import { InProcessCatalogueChanges } from './adapters/memory/in-process-catalogue.changes';
import { PostgresCatalogueChanges } from './adapters/postgres/postgres-catalogue.changes';
import { GetContentBundle } from './application/get-content-bundle.use-case';
import { ListFavourites } from './application/list-favourites.use-case';
import { GetMeditationScript } from './application/get-meditation-script.use-case';
import { GetMeditationTranscript } from './application/get-meditation-transcript.use-case';
import { SearchMeditations } from './application/search-meditations.use-case';
import { ListMeditationMedia } from './application/list-meditation-media.use-case';
import { RefreshContentBundle } from './application/refresh-content-bundle.use-case';
import { SetFavourite } from './application/set-favourite.use-case';
import { Catalogue } from './ports/catalogue.port';
import { CatalogueChanges } from './ports/catalogue-changes.port';
import { LookupEditor, MeditationEditor } from './ports/meditation-editors.port';
import { ArchangelEditor, OracleCardEditor } from './ports/oracle-editors.port';
import { ChallengeDayEditor, ChallengeEditor } from './ports/challenge-editors.port';
import { CatalogueReader } from './ports/catalogue.reader.port';
import { ContentBundleCache } from './ports/content-bundle.cache.port';
import { FavouritesStore } from './ports/favourites.store.port';
import { MeditationScripts } from './ports/meditation-scripts.port';
import { MeditationTranscripts } from './ports/meditation-transcripts.port';
import { ChallengeSectionTranscripts } from './ports/challenge-section-transcripts.port';
import { MeditationSearch } from './ports/meditation-search.port';

/**
 * The catalogue (meditations, lookups, oracle cards, archangels, challenges), favourites, and the
 * editors the admin CMS writes it through.
 */
@Module({
  controllers: [
    ContentController,
    FavouritesController,
    MeditationMediaController,
    MeditationScriptController,
    MeditationTranscriptController,
    MeditationSearchController,
  ],
  providers: [
    { provide: CatalogueReader, useClass: SqlCatalogueReader },
    { provide: ContentBundleCache, useClass: MemoryContentBundleCache },
    { provide: Catalogue, useClass: CachedBundleCatalogue },
    { provide: FavouritesStore, useClass: SqlFavouritesStore },
    { provide: MeditationScripts, useClass: SqlMeditationScripts },
    { provide: MeditationTranscripts, useClass: SqlMeditationTranscripts },
    { provide: ChallengeSectionTranscripts, useClass: SqlChallengeSectionTranscripts },
    { provide: MeditationSearch, useClass: SqlMeditationSearch },
    {
      // Every API process hears of a change through PostgreSQL NOTIFY; PGlite is one process.
      provide: CatalogueChanges,
      inject: [APP_CONFIG, getDataSourceToken(), ContentBundleCache],
      useFactory: (config: AppConfig, db: DataSource, cache: ContentBundleCache): CatalogueChanges =>
        config.databaseUrl
          ? new PostgresCatalogueChanges(cache, db, config.databaseUrl)
          : new InProcessCatalogueChanges(cache),
    },
    { provide: OracleCardEditor, useClass: SqlOracleCardEditor },
    { provide: MeditationEditor, useClass: SqlMeditationEditor },
    { provide: LookupEditor, useClass: SqlLookupEditor },
    { provide: ArchangelEditor, useClass: SqlArchangelEditor },
    { provide: ChallengeEditor, useClass: SqlChallengeEditor },
    { provide: ChallengeDayEditor, useClass: SqlChallengeDayEditor },
    GetContentBundle,
    RefreshContentBundle,
    ListFavourites,
    GetMeditationScript,
    GetMeditationTranscript,
    SearchMeditations,
    ListMeditationMedia,
    SetFavourite,
    ContentNotModifiedShortcut,
  ],
  exports: [
    Catalogue,
    RefreshContentBundle,
    ContentNotModifiedShortcut,
    CatalogueChanges,
    OracleCardEditor,
    MeditationEditor,
    LookupEditor,
    ArchangelEditor,
    ChallengeEditor,
    ChallengeDayEditor,
    MeditationScripts,
    MeditationTranscripts,
    ChallengeSectionTranscripts,
    ListFavourites,
  ],
})
export class ContentModule {}
