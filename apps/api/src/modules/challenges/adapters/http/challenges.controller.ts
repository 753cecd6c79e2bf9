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
import { CurrentUser } from '../../../accounts/adapters/http/current-user.decorator';
import { Authenticated } from '../../../accounts/adapters/http/session.guard';
import { ChallengeUseCases } from '../../application/challenge-use-cases';
import {
  ActiveChallengeResponseDto,
  ChallengeProgressDto,
  ChallengeProgressStateDto,
  ChallengeReflectionDto,
  SectionCompletionDto,
  UserProgressResponseDto,
} from './dto/challenge.response.dto';

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
  constructor(private readonly challenges: ChallengeUseCases) {}

  @Get('active')
  @Authenticated()
  @ApiOkResponse({ type: ActiveChallengeResponseDto })
  active(@CurrentUser() user: UserView): Promise<ActiveChallengeResponse> {
    return this.challenges.active(user);
  }

  @Get('user-progress')
  @Authenticated()
  @ApiOkResponse({ type: UserProgressResponseDto })
  async userProgress(@CurrentUser() user: UserView): Promise<UserProgressResponse> {
    return { progress: await this.challenges.progress(user) };
  }

  @Get(':id/days')
  @ApiOkResponse({ type: [ChallengeDayDto], description: 'The days with their configured sections' })
  days(@Param() params: IdParams): Promise<ChallengeDayView[]> {
    return this.challenges.days(params.id);
  }

  @Post(':id/join')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeProgressDto })
  join(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<ChallengeProgressView> {
    return this.challenges.join(user, params.id);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: MessageResponseDto })
  async leave(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<{ message: string }> {
    await this.challenges.leave(user, params.id);
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
    return this.challenges.updateProgress(user, params.id, body);
  }

  @Get(':id/completions')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: [SectionCompletionDto] })
  completions(@CurrentUser() user: UserView, @Param() params: IdParams): Promise<SectionCompletionView[]> {
    return this.challenges.completions(user, params.id);
  }

  @Post(':id/days/:dayId/sections/:n/complete')
  @HttpCode(200)
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeProgressStateDto })
  complete(@CurrentUser() user: UserView, @Param() params: SectionParams): Promise<ChallengeProgressState> {
    return this.challenges.completeSection(user, params.id, params.dayId, params.n);
  }

  @Get(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: ChallengeReflectionDto })
  @ApiNotFoundResponse({ description: 'CHALLENGE.REFLECTION_NOT_FOUND: no reflection yet' })
  reflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
  ): Promise<ChallengeReflectionView> {
    return this.challenges.reflection(user, params.id, params.dayId, params.n);
  }

  @Post(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  @ApiCreatedResponse({ type: ChallengeReflectionDto, description: 'Saved once; the section is complete' })
  saveReflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
    @Body() body: ReflectionDto,
  ): Promise<ChallengeReflectionView> {
    return this.challenges.saveReflection(user, params.id, params.dayId, params.n, body);
  }
}
