import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError, type FavoriteMeditationView, type UserView } from '@inhala/domain';
import { EntityIdOrNotFoundPipe, MAX_ID } from '../../../../platform/http/id-param';
import { CurrentUser } from '../../../accounts/adapters/http/current-user.decorator';
import { Authenticated } from '../../../accounts/adapters/http/session.guard';
import { FavoriteMeditationDto } from './dto/catalogue.response.dto';
import { FavouritesStore } from '../../ports/favourites.store.port';

const notFound = () => new DomainError('RESOURCE.NOT_FOUND', 'Meditación no encontrada');
/** An id that cannot name a meditation is simply not found, as an unknown one is. */
const idPipe = new EntityIdOrNotFoundPipe(notFound);
const ID_PARAM = { name: 'id', schema: { type: 'integer' as const, minimum: 1, maximum: MAX_ID } };

/** Favourites need a signed-in person (02 §6); adding or removing twice changes nothing. */
@ApiTags('meditations')
@Authenticated()
@Controller('api/meditations')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesStore) {}

  @Get('favorites')
  @ApiOkResponse({ type: [FavoriteMeditationDto], description: 'The favourite meditations, newest first' })
  list(@CurrentUser() user: UserView): Promise<FavoriteMeditationView[]> {
    return this.favourites.list(user.id);
  }

  @Post(':id/favorite')
  @HttpCode(204)
  @ApiParam(ID_PARAM)
  @ApiNoContentResponse()
  async add(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    if (!(await this.favourites.set(user.id, id, true))) throw notFound();
  }

  @Delete(':id/favorite')
  @HttpCode(204)
  @ApiParam(ID_PARAM)
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    if (!(await this.favourites.set(user.id, id, false))) throw notFound();
  }
}
