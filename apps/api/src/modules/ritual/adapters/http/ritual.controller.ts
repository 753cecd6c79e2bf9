import { Body, Controller, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { CompletedCountResponse, CreateRitualResponse, RitualView, UserView } from '@inhala/domain';
import { ChangeRitualMeditation } from '../../application/change-ritual-meditation.use-case';
import { CountCompletedRituals } from '../../application/count-completed-rituals.use-case';
import { CreateRitual } from '../../application/create-ritual.use-case';
import { GetTodayRitual } from '../../application/get-today-ritual.use-case';
import { UpdateRitual } from '../../application/update-ritual.use-case';
import { IdParams } from '../../../../platform/http/id-param';
import { CreateRitualRequestDto, UpdateRitualRequestDto } from './dto/ritual.request.dto';
import {
  RitualDto,
  ChangeMeditationDto,
  CompletedCountDto,
  CreateRitualDto,
} from './dto/ritual.response.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

/**
 * The daily ritual (02 §2.3, §7). Reading is open to any signed-in person (a lead simply has
 * none); creating and changing one needs a subscription. The creation path, not fixed by the
 * spec, is POST /api/ritual.
 */
@ApiTags('ritual')
@Controller('api/ritual')
export class RitualController {
  constructor(
    private readonly today: GetTodayRitual,
    private readonly create: CreateRitual,
    private readonly update: UpdateRitual,
    private readonly changeMeditation: ChangeRitualMeditation,
    private readonly countCompleted: CountCompletedRituals,
  ) {}

  @Get('today')
  @Authenticated()
  @ApiOkResponse({
    description: "Today's ritual, or JSON null when there is none",
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(RitualDto) }] },
  })
  @ApiExtraModels(RitualDto)
  async todayRitual(@CurrentUser() user: UserView, @Res() res: Response): Promise<void> {
    res.json(await this.today.execute(user));
  }

  @Get('completed-count')
  @Authenticated()
  @ApiOkResponse({ type: CompletedCountDto })
  async completedCount(@CurrentUser() user: UserView): Promise<CompletedCountResponse> {
    return { count: await this.countCompleted.execute(user.id) };
  }

  @Post()
  @Authenticated({ premium: true })
  @ApiCreatedResponse({ type: CreateRitualDto, description: 'Created (created: true)' })
  @ApiOkResponse({
    type: CreateRitualDto,
    description: 'Today already had a ritual: that one, unchanged (created: false)',
  })
  async createRitual(
    @CurrentUser() user: UserView,
    @Body() body: CreateRitualRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreateRitualResponse> {
    const { ritual, created } = await this.create.execute(user, body);
    res.status(created ? 201 : 200);
    return { ...ritual, created };
  }

  @Patch(':id')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: RitualDto })
  @ApiConflictResponse({ description: 'RITUAL.JOURNAL_LOCKED: the reflection was already saved' })
  patch(
    @CurrentUser() user: UserView,
    @Param() params: IdParams,
    @Body() body: UpdateRitualRequestDto,
  ): Promise<RitualView> {
    return this.update.execute(user, params.id, body);
  }

  @Patch(':id/change-meditation')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChangeMeditationDto })
  @ApiConflictResponse({
    description: "RITUAL.NO_ALTERNATIVE with the message 'No alternative meditation available'",
  })
  change(
    @CurrentUser() user: UserView,
    @Param() params: IdParams,
  ): Promise<{ message: string; ritual: RitualView }> {
    return this.changeMeditation.execute(user, params.id);
  }
}
