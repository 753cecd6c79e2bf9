import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FavoriteMeditationView, UserView } from '@inhala/domain';
import { EntityIdOrNotFoundPipe, MAX_ID } from '../../../../platform/http/id-param';
import { FavoriteMeditationDto } from './dto/catalogue.response.dto';
import { ListFavourites } from '../../application/list-favourites.use-case';
import { meditationNotFound, SetFavourite } from '../../application/set-favourite.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

/** An id that cannot name a meditation is simply not found, as an unknown one is. */
const idPipe = new EntityIdOrNotFoundPipe(meditationNotFound);
const ID_PARAM = { name: 'id', schema: { type: 'integer' as const, minimum: 1, maximum: MAX_ID } };

/** Favourites need a signed-in person (02 §6); adding or removing twice changes nothing. */
@ApiTags('meditations')
@Authenticated()
@Controller('api/meditations')
export class FavouritesController {
  constructor(
    private readonly listFavourites: ListFavourites,
    private readonly setFavourite: SetFavourite,
  ) {}

  @Get('favorites')
  @ApiOkResponse({ type: [FavoriteMeditationDto], description: 'The favourite meditations, newest first' })
  list(@CurrentUser() user: UserView): Promise<FavoriteMeditationView[]> {
    return this.listFavourites.execute(user.id);
  }

  @Post(':id/favorite')
  @HttpCode(204)
  @ApiParam(ID_PARAM)
  @ApiNoContentResponse()
  async add(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    await this.setFavourite.execute(user.id, id, true);
  }

  @Delete(':id/favorite')
  @HttpCode(204)
  @ApiParam(ID_PARAM)
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: UserView, @Param('id', idPipe) id: number): Promise<void> {
    await this.setFavourite.execute(user.id, id, false);
  }
}
