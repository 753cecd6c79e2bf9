import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, type FavoriteMeditationView, type UserView } from '@inhala/domain';
import { CurrentUser } from '../../../accounts/adapters/http/current-user.decorator';
import { Authenticated } from '../../../accounts/adapters/http/session.guard';
import { FavouritesStore } from '../../ports/favourites.store.port';

const idPipe = new ParseIntPipe({
  exceptionFactory: () => new DomainError('RESOURCE.NOT_FOUND', 'Meditación no encontrada'),
});

/** Favourites need a signed-in person (02 §6); adding or removing twice changes nothing. */
@ApiTags('meditations')
@Authenticated()
@Controller('api/meditations')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesStore) {}

  @Get('favorites')
  @ApiOkResponse({ description: 'The favourite meditations, newest first' })
  list(@CurrentUser() user: UserView): Promise<FavoriteMeditationView[]> {
    return this.favourites.list(user.id);
  }

  @Post(':id/favorite')
  @HttpCode(204)
  @ApiNoContentResponse()
  async add(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    if (!(await this.favourites.set(user.id, id, true)))
      throw new DomainError('RESOURCE.NOT_FOUND', 'Meditación no encontrada');
  }

  @Delete(':id/favorite')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    if (!(await this.favourites.set(user.id, id, false)))
      throw new DomainError('RESOURCE.NOT_FOUND', 'Meditación no encontrada');
  }
}
