import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { MeditationTranscriptView } from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
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

  @Get(':id/captions.vtt')
  @Authenticated({ premium: true })
  @Header('Content-Type', 'text/vtt; charset=utf-8')
  @Header('Cache-Control', 'private, no-cache')
  @ApiProduces('text/vtt')
  @ApiOkResponse({ description: 'WebVTT captions', schema: { type: 'string' } })
  @ApiNotFoundResponse({
    description: 'No published meditation has that id, or its recording has no captions',
  })
  captions(@Param() params: IdParams): Promise<string> {
    return this.transcripts.captions(params.id);
  }
}
