import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MeditationScriptView } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { GetMeditationScript } from '../../application/get-meditation-script.use-case';
import { MeditationScriptDto } from './dto/catalogue.response.dto';

/**
 * What the guide of a meditation says, step by step: premium like its media (02 §2.6), read when
 * a subscriber opens its guided session. Private to the person's browser.
 */
@ApiTags('meditations')
@Controller('api/meditations')
export class MeditationScriptController {
  constructor(private readonly getScript: GetMeditationScript) {}

  @Get(':id/script')
  @Authenticated({ premium: true })
  @Header('Cache-Control', 'private, no-cache')
  @ApiOkResponse({ type: MeditationScriptDto, description: 'Empty steps: the description guides it' })
  @ApiNotFoundResponse({ description: 'No published meditation has that id' })
  script(@Param() params: IdParams): Promise<MeditationScriptView> {
    return this.getScript.execute(params.id);
  }
}
