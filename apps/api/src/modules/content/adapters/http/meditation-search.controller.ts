import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { MeditationSearchView } from '@inhala/domain';
import { SearchMeditations } from '../../application/search-meditations.use-case';
import { MeditationSearchDto } from './dto/catalogue.response.dto';

export class MeditationSearchQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'What the person typed, in Spanish' })
  @IsOptional()
  @IsString({ message: 'La búsqueda debe ser texto' })
  q?: string;
}

/**
 * The catalogue's search (02 §2.6): public like the catalogue it searches; the ids point into the
 * content bundle, which the page already holds.
 */
@ApiTags('meditations')
@Controller('api/meditations')
export class MeditationSearchController {
  constructor(private readonly searchMeditations: SearchMeditations) {}

  @Get('search')
  @ApiOkResponse({ type: MeditationSearchDto })
  @ApiBadRequestResponse({ description: 'Longer than 100 characters, or a control character' })
  search(@Query() query: MeditationSearchQueryDto): Promise<MeditationSearchView> {
    return this.searchMeditations.execute(query.q ?? '');
  }
}
