import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentController } from './adapters/http/content.controller';
import { FavouritesController } from './adapters/http/favourites.controller';
import { SqlCatalogueReader } from './adapters/persistence/sql-catalogue.reader';
import { SqlFavouritesStore } from './adapters/persistence/sql-favourites.store';
import { ContentBundleService } from './application/content-bundle.service';
import { CatalogueReader } from './ports/catalogue.reader.port';
import { FavouritesStore } from './ports/favourites.store.port';

@Module({
  imports: [AccountsModule],
  controllers: [ContentController, FavouritesController],
  providers: [
    { provide: CatalogueReader, useClass: SqlCatalogueReader },
    { provide: FavouritesStore, useClass: SqlFavouritesStore },
    ContentBundleService,
  ],
  exports: [ContentBundleService],
})
export class ContentModule {}
