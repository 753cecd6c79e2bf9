import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type {
  ActiveChallengeResponse,
  ChallengeDayView,
  ChallengeProgressState,
  ChallengeProgressView,
  ChallengeReflectionView,
  SaveReflectionRequest,
  SectionCompletionView,
  UpdateChallengeProgressRequest,
  UserProgressResponse,
  UserView,
} from '@inhala/domain';
import { EntityId, IdParams, MAX_ID } from '../../../../platform/http/id-param';
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

const DAY = { message: 'El día no es válido' };
const SECTION = { message: 'La sección debe ser de 1 a 4' };
const TEXT = { message: 'La reflexión debe ser texto' };

class SectionParams extends IdParams {
  @EntityId() dayId!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @Type(() => Number)
  @IsInt(SECTION)
  @Min(1, SECTION)
  @Max(4, SECTION)
  n!: number;
}

class ReflectionDto implements SaveReflectionRequest {
  @ApiPropertyOptional() @IsOptional() @IsString(TEXT) prompt?: string;
  @ApiProperty() @IsString({ message: 'Escribe tu reflexión antes de guardarla' }) response!: string;
}

class JournalEntryDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  @IsInt(DAY)
  @Min(1, DAY)
  @Max(MAX_ID, DAY)
  dayNumber!: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 4 })
  @IsInt(SECTION)
  @Min(1, SECTION)
  @Max(4, SECTION)
  sectionNumber!: number;
  @ApiPropertyOptional() @IsOptional() @IsString(TEXT) promptText?: string;
  @ApiProperty() @IsString({ message: 'Escribe tu reflexión antes de guardarla' }) content!: string;
}

class ProgressDto implements UpdateChallengeProgressRequest {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: 'Ignored: rebuilt on the server from the completions',
  })
  @IsOptional()
  @IsInt(DAY)
  @Min(1, DAY)
  @Max(MAX_ID, DAY)
  currentDay?: number;
  @ApiPropertyOptional({
    description: 'JSON text of day numbers; ignored: rebuilt on the server from the completions',
  })
  @IsOptional()
  @IsString({ message: 'completedDays debe ser texto JSON' })
  completedDays?: string;
  @ApiPropertyOptional({ type: [JournalEntryDto], maxItems: 100 })
  @IsOptional()
  @IsArray({ message: 'journalEntries debe ser una lista' })
  @ArrayMaxSize(100, { message: 'Se admiten hasta 100 reflexiones a la vez' })
  @ValidateNested({ each: true })
  @Type(() => JournalEntryDto)
  journalEntries?: JournalEntryDto[];
}

/**
 * Challenges (02 §2.10, §7). Reading the days is open (the bundle has them too); taking part
 * needs a subscription; one active challenge at a time.
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
  @ApiOkResponse({ type: [ChallengeDayDto], description: 'The days with their configured sections' })
  days(@Param() params: IdParams): Promise<ChallengeDayView[]> {
    return this.listDays.execute(params.id);
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
