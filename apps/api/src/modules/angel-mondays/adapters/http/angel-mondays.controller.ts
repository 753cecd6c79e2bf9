import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AngelMondayView, TranscriptView, UserView } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { CaptionsRoute, sendCaptions } from '../../../../platform/http/text-vtt';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { GetAngelMondayTranscript } from '../../application/get-angel-monday-transcript.use-case';
import { ListAngelMondays } from '../../application/list-angel-mondays.use-case';
import { TranscriptDto } from '../../../../platform/http/transcript.dto';
import { AngelMondayDto } from './dto/angel-monday.response.dto';

@ApiTags('angel-mondays')
@Controller('api/angel-mondays')
export class AngelMondaysController {
  constructor(
    private readonly list: ListAngelMondays,
    private readonly transcripts: GetAngelMondayTranscript,
  ) {}

  @Get()
  @Authenticated({ optional: true })
  @ApiOkResponse({ type: [AngelMondayDto], description: 'Newest first' })
  findAll(@CurrentUser() user: UserView | undefined): Promise<AngelMondayView[]> {
    return this.list.execute(user?.role ?? null);
  }

  /** The audio's text alternative (WCAG 2.1 AA 1.2.1): premium like the audio it describes. */
  @Get(':id/transcript')
  @Authenticated({ premium: true })
  @Header('Cache-Control', 'private, no-cache')
  @ApiOkResponse({ type: TranscriptDto })
  @ApiNotFoundResponse({
    description: 'No message people can see has that id, or its audio has no transcript',
  })
  transcript(@Param() params: IdParams): Promise<TranscriptView> {
    return this.transcripts.text(params.id);
  }

  /** The captions for the player's <track>, same origin. */
  @CaptionsRoute(':id/captions.vtt', 'No message people can see has that id, or its audio has no captions')
  captions(@Param() params: IdParams, @Res({ passthrough: true }) res: Response): Promise<string> {
    return sendCaptions(res, this.transcripts.captions(params.id));
  }
}
