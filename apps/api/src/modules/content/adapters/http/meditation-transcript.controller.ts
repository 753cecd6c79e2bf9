import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MeditationTranscriptView } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { CaptionsRoute, sendCaptions } from '../../../../platform/http/text-vtt';
import { Authenticated } from '../../../../platform/http/session';
import { GetMeditationTranscript } from '../../application/get-meditation-transcript.use-case';
import { MeditationTranscriptDto } from './dto/catalogue.response.dto';

/**
 * A recording's text alternative (WCAG 2.1 AA 1.2.1): premium like the file it describes (02
 * §2.6), so only a subscriber reads it, as JSON for 'Transcripción' under the player and as a
 * WebVTT file for the player's <track> (same origin, so the track loads without CORS).
 */
@ApiTags('meditations')
@Controller('api/meditations')
export class MeditationTranscriptController {
  constructor(private readonly transcripts: GetMeditationTranscript) {}

  @Get(':id/transcript')
  @Authenticated({ premium: true })
  @Header('Cache-Control', 'private, no-cache')
  @ApiOkResponse({ type: MeditationTranscriptDto })
  @ApiNotFoundResponse({
    description: 'No published meditation has that id, or its recording has no transcript',
  })
  transcript(@Param() params: IdParams): Promise<MeditationTranscriptView> {
    return this.transcripts.text(params.id);
  }

  @CaptionsRoute(':id/captions.vtt', 'No published meditation has that id, or its recording has no captions')
  captions(@Param() params: IdParams, @Res({ passthrough: true }) res: Response): Promise<string> {
    return sendCaptions(res, this.transcripts.captions(params.id));
  }
}
