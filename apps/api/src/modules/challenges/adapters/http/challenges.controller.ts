import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
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
import { CurrentUser } from '../../../accounts/adapters/http/current-user.decorator';
import { Authenticated } from '../../../accounts/adapters/http/session.guard';
import { ChallengeUseCases } from '../../application/challenge-use-cases';

const ID = { message: 'El identificador no es válido' };

class ChallengeParams {
  @ApiProperty() @Type(() => Number) @IsInt(ID) @Min(1, ID) id!: number;
}

class SectionParams extends ChallengeParams {
  @ApiProperty() @Type(() => Number) @IsInt(ID) @Min(1, ID) dayId!: number;
  @ApiProperty({ minimum: 1, maximum: 4 })
  @Type(() => Number)
  @IsInt({ message: 'La sección debe ser de 1 a 4' })
  @Min(1, { message: 'La sección debe ser de 1 a 4' })
  @Max(4, { message: 'La sección debe ser de 1 a 4' })
  n!: number;
}

class ReflectionDto implements SaveReflectionRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() prompt?: string;
  @ApiProperty() @IsString({ message: 'Escribe tu reflexión antes de guardarla' }) response!: string;
}

class JournalEntryDto {
  @ApiProperty() @IsInt() @Min(1) dayNumber!: number;
  @ApiProperty() @IsInt() @Min(1) @Max(4) sectionNumber!: number;
  @ApiPropertyOptional() @IsOptional() @IsString() promptText?: string;
  @ApiProperty() @IsString() content!: string;
}

class ProgressDto implements UpdateChallengeProgressRequest {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) currentDay?: number;
  @ApiPropertyOptional({
    description: 'JSON text of day numbers; rebuilt on the server from the completions',
  })
  @IsOptional()
  @IsString()
  completedDays?: string;
  @ApiPropertyOptional({ type: [JournalEntryDto] })
  @IsOptional()
  @IsArray()
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
  active(@CurrentUser() user: UserView): Promise<ActiveChallengeResponse> {
    return this.challenges.active(user);
  }

  @Get('user-progress')
  @Authenticated()
  async userProgress(@CurrentUser() user: UserView): Promise<UserProgressResponse> {
    return { progress: await this.challenges.progress(user) };
  }

  @Get(':id/days')
  @ApiOkResponse({ description: 'The days with their configured sections' })
  days(@Param() params: ChallengeParams): Promise<ChallengeDayView[]> {
    return this.challenges.days(params.id);
  }

  @Post(':id/join')
  @HttpCode(200)
  @Authenticated({ premium: true })
  join(@CurrentUser() user: UserView, @Param() params: ChallengeParams): Promise<ChallengeProgressView> {
    return this.challenges.join(user, params.id);
  }

  @Post(':id/leave')
  @HttpCode(200)
  @Authenticated({ premium: true })
  async leave(@CurrentUser() user: UserView, @Param() params: ChallengeParams): Promise<{ message: string }> {
    await this.challenges.leave(user, params.id);
    return { message: 'Saliste del reto' };
  }

  @Patch(':id/progress')
  @Authenticated({ premium: true })
  progress(
    @CurrentUser() user: UserView,
    @Param() params: ChallengeParams,
    @Body() body: ProgressDto,
  ): Promise<ChallengeProgressState> {
    return this.challenges.updateProgress(user, params.id, body);
  }

  @Get(':id/completions')
  @Authenticated({ premium: true })
  completions(
    @CurrentUser() user: UserView,
    @Param() params: ChallengeParams,
  ): Promise<SectionCompletionView[]> {
    return this.challenges.completions(user, params.id);
  }

  @Post(':id/days/:dayId/sections/:n/complete')
  @HttpCode(200)
  @Authenticated({ premium: true })
  complete(@CurrentUser() user: UserView, @Param() params: SectionParams): Promise<ChallengeProgressState> {
    return this.challenges.completeSection(user, params.id, params.dayId, params.n);
  }

  @Get(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  reflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
  ): Promise<ChallengeReflectionView> {
    return this.challenges.reflection(user, params.id, params.dayId, params.n);
  }

  @Post(':id/days/:dayId/sections/:n/journal')
  @Authenticated({ premium: true })
  saveReflection(
    @CurrentUser() user: UserView,
    @Param() params: SectionParams,
    @Body() body: ReflectionDto,
  ): Promise<ChallengeReflectionView> {
    return this.challenges.saveReflection(user, params.id, params.dayId, params.n, body);
  }
}
