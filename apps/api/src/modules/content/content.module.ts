import { Module } from '@nestjs/common';
import { CachedBundleCatalogue } from './adapters/cache/cached-bundle.catalogue';
import { MemoryContentBundleCache } from './adapters/cache/memory-content-bundle.cache';
import { ContentNotModifiedShortcut } from './adapters/http/content-not-modified.shortcut';
import { ContentController } from './adapters/http/content.controller';
import { FavouritesController } from './adapters/http/favourites.controller';
import { SqlCatalogueReader } from './adapters/persistence/sql-catalogue.reader';
import { SqlFavouritesStore } from './adapters/persistence/sql-favourites.store';
import { GetContentBundle } from './application/get-content-bundle.use-case';
import { ListFavourites } from './application/list-favourites.use-case';
import { RefreshContentBundle } from './application/refresh-content-bundle.use-case';
import { SetFavourite } from './application/set-favourite.use-case';
import { Catalogue } from './ports/catalogue.port';
import { CatalogueReader } from './ports/catalogue.reader.port';
import { ContentBundleCache } from './ports/content-bundle.cache.port';
import { FavouritesStore } from './ports/favourites.store.port';

/** The catalogue (meditations, lookups, oracle cards, archangels, challenges) and favourites. */
@Module({
  controllers: [ContentController, FavouritesController],
  providers: [
    { provide: CatalogueReader, useClass: SqlCatalogueReader },
    { provide: ContentBundleCache, useClass: MemoryContentBundleCache },
    { provide: Catalogue, useClass: CachedBundleCatalogue },
    { provide: FavouritesStore, useClass: SqlFavouritesStore },
    GetContentBundle,
    RefreshContentBundle,
    ListFavourites,
    SetFavourite,
    ContentNotModifiedShortcut,
  ],
  exports: [Catalogue, RefreshContentBundle, ContentNotModifiedShortcut],
})
export class ContentModule {}
