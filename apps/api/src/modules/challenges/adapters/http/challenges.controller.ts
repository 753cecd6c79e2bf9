import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  ActiveChallengeResponse,
  ChallengeDayView,
  ChallengeProgressState,
  ChallengeProgressView,
  ChallengeReflectionView,
  SectionCompletionView,
  UserProgressResponse,
  UserView,
} from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { MessageResponseDto } from '../../../../platform/http/common.dto';
import { ChallengeDayDto } from '../../../content';
import { CompleteChallengeSection } from '../../application/complete-challenge-section.use-case';
import { GetActiveChallenge } from '../../application/get-active-challenge.use-case';
import { GetChallengeReflection } from '../../application/get-challenge-reflection.use-case';
import { JoinChallenge } from '../../application/join-challenge.use-case';
import { LeaveChallenge } from '../../application/leave-challenge.use-case';
import { ListChallengeDays } from '../../application/list-challenge-days.use-case';
import { ListChallengeProgress } from '../../application/list-challenge-progress.use-case';
import { ListSectionCompletions } from '../../application/list-section-completions.use-case';
import { SaveChallengeReflection } from '../../application/save-challenge-reflection.use-case';
import { UpdateChallengeProgress } from '../../application/update-challenge-progress.use-case';
import {
  ActiveChallengeResponseDto,
  ChallengeProgressDto,
  ChallengeProgressStateDto,
  ChallengeReflectionDto,
  SectionCompletionDto,
  UserProgressResponseDto,
} from './dto/challenge.response.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { ProgressDto, ReflectionDto, SectionParams } from './dto/challenge.request.dto';

/**
 * Challenges (02 §2.10, §7). Reading the days is open (the bundle has them too), their media
 * links premium; taking part needs a subscription; one active challenge at a time.
 */
@ApiTags('challenges')
@Controller('api/challenges')
export class ChallengesController {
  constructor(
    private readonly activeChallenge: GetActiveChallenge,
    private readonly listProgress: ListChallengeProgress,
    private readonly listDays: ListChallengeDays,
    private readonly joinChallenge: JoinChallenge,
    private readonly leaveChallenge: LeaveChallenge,
    private readonly updateProgress: UpdateChallengeProgress,
    private readonly listCompletions: ListSectionCompletions,
    private readonly completeSection: CompleteChallengeSection,
    private readonly getReflection: GetChallengeReflection,
    private readonly saveChallengeReflection: SaveChallengeReflection,
  ) {}

  @Get('active')
  @Authenticated()
  @ApiOkResponse({ type: ActiveChallengeResponseDto })
  active(@CurrentUser() user: UserView): Promise<ActiveChallengeResponse> {
    return this.activeChallenge.execute(user.id);
  }

  @Get('user-progress')
  @Authenticated()
  @ApiOkResponse({ type: UserProgressResponseDto })
  async userProgress(@CurrentUser() user: UserView): Promise<UserProgressResponse> {
    return { progress: await this.listProgress.execute(user.id) };
  }

  @Get(':id/days')
  @Authenticated({ optional: true })
  // The answer depends on who asks: never kept by a shared cache, nor reused for another session.
  @Header('Cache-Control', 'private, no-cache')
  @Header('Vary', 'X-Session-Id')
  @ApiOkResponse({
    type: [ChallengeDayDto],
    description:
      "The days with their configured sections; the sections' url and audioPath only for subscribers and admins",
  })
  days(@Param() params: IdParams, @CurrentUser() user: UserView | undefined): Promise<ChallengeDayView[]> {
    return this.listDays.execute(params.id, user?.role ?? null);
  }

  @Post(':id/join')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeProgressDto })
  join(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<ChallengeProgressView> {
    return this.joinChallenge.execute(user.id, params.id);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: MessageResponseDto })
  async leave(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<{ message: string }> {
    await this.leaveChallenge.execute(user.id, params.id);
    return { message: 'Saliste del reto' };
  }

  @Patch(':id/progress')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeProgressStateDto, description: 'Rebuilt from the completions' })
  progress(
    @CurrentUser() user: UserView,
    @Param() params: IdParams,
    @Body() body: ProgressDto,
  ): Promise<ChallengeProgressState> {
    return this.updateProgress.execute(user, params.id, body);
  }

  @Get(':id/completions')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: [SectionCompletionDto] })
  completions(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<SectionCompletionView[]> {
    return this.listCompletions.execute(user.id, params.id);
  }

  @Post(':id/days/:dayId/sections/:n/complete')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeProgressStateDto })
  complete(@CurrentUser() user: UserView, @Param() params: SectionParams): Promise<ChallengeProgressState> {
    return this.completeSection.execute(user, params.id, params.dayId, params.n);
  }

  @Get(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeReflectionDto })
  @ApiNotFoundResponse({ description: 'CHALLENGE.REFLECTION_NOT_FOUND: no reflection yet' })
  reflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
  ): Promise<ChallengeReflectionView> {
    return this.getReflection.execute(user.id, params.id, params.dayId, params.n);
  }

  @Post(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  @ApiCreatedResponse({ type: ChallengeReflectionDto, description: 'Saved once; the section is complete' })
  saveReflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
    @Body() body: ReflectionDto,
  ): Promise<ChallengeReflectionView> {
    return this.saveChallengeReflection.execute(user, params.id, params.dayId, params.n, body);
  }
}
