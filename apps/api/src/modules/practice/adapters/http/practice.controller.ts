import { Body, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { PracticeSessionView, PracticeStatsDto, UserView, WeeklyGoal } from '@inhala/domain';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { GetPracticeStats } from '../../application/get-practice-stats.use-case';
import { RecordPracticeSession } from '../../application/record-session.use-case';
import { SetWeeklyGoal } from '../../application/set-weekly-goal.use-case';
import { PracticeSessionRequestDto, WeeklyGoalRequestDto } from './dto/practice.request.dto';
import { PracticeSessionDto, PracticeStatsResponseDto, WeeklyGoalDto } from './dto/practice.response.dto';

/**
 * Sessions are practice of premium meditations, so recording one needs a subscription, as the
 * ritual's changes do. The stats are open to any signed-in person: a lead simply has none.
 */
@ApiTags('practice')
@Controller('api/practice')
export class PracticeController {
  constructor(
    private readonly recordSession: RecordPracticeSession,
    private readonly getStats: GetPracticeStats,
    private readonly weeklyGoal: SetWeeklyGoal,
  ) {}

  @Post('sessions')
  @Authenticated({ premium: true })
  @ApiCreatedResponse({ type: PracticeSessionDto, description: 'Recorded now' })
  @ApiOkResponse({ type: PracticeSessionDto, description: 'Already recorded (a retry): the stored session' })
  @ApiConflictResponse({ description: 'The id belongs to another person’s session' })
  async record(
    @CurrentUser() user: UserView,
    @Body() body: PracticeSessionRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PracticeSessionView> {
    const { created, session } = await this.recordSession.execute(user, body);
    res.status(created ? 201 : 200);
    return session;
  }

  @Get('stats')
  @Authenticated()
  @ApiOkResponse({ type: PracticeStatsResponseDto })
  async stats(
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PracticeStatsDto> {
    res.setHeader('Cache-Control', 'private, no-store');
    return this.getStats.execute(user);
  }

  @Put('weekly-goal')
  @Authenticated()
  @ApiOkResponse({ type: WeeklyGoalDto, description: 'The goal now set (replacing any other)' })
  @ApiBadRequestResponse({ description: 'Not 10–1200 minutes or 1–7 days' })
  setWeeklyGoal(@CurrentUser() user: UserView, @Body() body: WeeklyGoalRequestDto): Promise<WeeklyGoal> {
    return this.weeklyGoal.execute(user.id, body);
  }

  @Delete('weekly-goal')
  @Authenticated()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'No goal any more (also when there was none)' })
  clearWeeklyGoal(@CurrentUser() user: UserView): Promise<void> {
    return this.weeklyGoal.clear(user.id);
  }
}
