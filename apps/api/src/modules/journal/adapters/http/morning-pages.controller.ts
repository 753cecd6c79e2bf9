import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { MorningPageView, UserView } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { CreateMorningPage } from '../../application/create-morning-page.use-case';
import { DeleteMorningPage } from '../../application/delete-morning-page.use-case';
import { ListMorningPages } from '../../application/list-morning-pages.use-case';
import { UpdateMorningPage } from '../../application/update-morning-page.use-case';
import {
  CreateMorningPageRequestDto,
  MorningPagesQueryDto,
  UpdateMorningPageRequestDto,
} from './dto/morning-page.request.dto';
import { MorningPageDto } from './dto/morning-page.response.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

/** Morning pages are part of the Angel Journal, which is premium: leads and visitors are refused (02 §2.8). */
@ApiTags('morning-pages')
@Authenticated({ premium: true })
@Controller('api/morning-pages')
export class MorningPagesController {
  constructor(
    private readonly listPages: ListMorningPages,
    private readonly createPage: CreateMorningPage,
    private readonly updatePage: UpdateMorningPage,
    private readonly deletePage: DeleteMorningPage,
  ) {}

  @Get()
  @ApiOkResponse({
    type: [MorningPageDto],
    description: 'Not archived, newest first, a page at a time: fewer than `limit` means there are no more',
  })
  list(@CurrentUser() user: UserView, @Query() query: MorningPagesQueryDto): Promise<MorningPageView[]> {
    return this.listPages.execute(user.id, query);
  }

  @Post()
  @ApiCreatedResponse({ type: MorningPageDto })
  create(@CurrentUser() user: UserView, @Body() body: CreateMorningPageRequestDto): Promise<MorningPageView> {
    return this.createPage.execute(user.id, body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: MorningPageDto })
  @ApiNotFoundResponse()
  update(
    @CurrentUser() user: UserView,
    @Param() params: IdParams,
    @Body() body: UpdateMorningPageRequestDto,
  ): Promise<MorningPageView> {
    return this.updatePage.execute(user.id, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async remove(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<void> {
    await this.deletePage.execute(user.id, params.id);
  }
}
