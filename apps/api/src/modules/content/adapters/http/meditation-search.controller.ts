import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { MeditationSearchView } from '@inhala/domain';
import { RateLimit, type RateLimitPolicy } from '../../../../platform/rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../../../../platform/rate-limit/rate-limit.guard';
import { SearchMeditations } from '../../application/search-meditations.use-case';
import { MeditationSearchDto } from './dto/catalogue.response.dto';

export class MeditationSearchQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'What the person typed, in Spanish' })
  @IsOptional()
  @IsString({ message: 'La búsqueda debe ser texto' })
  q?: string;
}

/**
 * Searches per address: the page asks once a person stops typing for 250 ms, so a fast typist
 * sends a few a second at most; a script that asks faster is refused, and each search it could
 * send reads the index.
 */
export const SEARCH_LIMIT = {
  name: 'meditation-search',
  perIp: { limit: 120, windowMs: 60_000 },
} satisfies RateLimitPolicy;

/**
 * The catalogue's search (02 §2.6): public like the catalogue it searches; the ids point into the
 * content bundle, which the page already holds.
 */
@ApiTags('meditations')
@Controller('api/meditations')
export class MeditationSearchController {
  constructor(private readonly searchMeditations: SearchMeditations) {}

  @Get('search')
  @UseGuards(RateLimitGuard)
  @RateLimit(SEARCH_LIMIT)
  @ApiOkResponse({ type: MeditationSearchDto })
  @ApiBadRequestResponse({ description: 'Longer than 100 characters, or a control character' })
  @ApiTooManyRequestsResponse({ description: 'More than 120 searches a minute from one address' })
  search(@Query() query: MeditationSearchQueryDto): Promise<MeditationSearchView> {
    return this.searchMeditations.execute(query.q ?? '');
  }
}
