import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { TranscriptView } from '@inhala/domain';
import { CaptionsRoute, sendCaptions } from '../../../../platform/http/text-vtt';
import { Authenticated } from '../../../../platform/http/session';
import { TranscriptDto } from '../../../../platform/http/transcript.dto';
import { GetChallengeSectionTranscript } from '../../application/get-challenge-section-transcript.use-case';
import { SectionParams } from './dto/challenge.request.dto';

/**
 * An audio section's text alternative (WCAG 2.1 AA 1.2.1): premium like its audio, as JSON for
 * 'Transcripción' under the player and as WebVTT for the player's <track> (same origin).
 */
@ApiTags('challenges')
@Controller('api/challenges')
export class ChallengeSectionTranscriptController {
  constructor(private readonly transcripts: GetChallengeSectionTranscript) {}

  @Get(':id/days/:dayId/sections/:n/transcript')
  @Authenticated({ premium: true })
  @Header('Cache-Control', 'private, no-cache')
  @ApiOkResponse({ type: TranscriptDto })
  @ApiNotFoundResponse({
    description: 'No audio section of a published challenge there, or it has no transcript',
  })
  transcript(@Param() params: SectionParams): Promise<TranscriptView> {
    return this.transcripts.text({ challengeId: params.id, dayId: params.dayId, n: params.n });
  }

  @CaptionsRoute(
    ':id/days/:dayId/sections/:n/captions.vtt',
    'No audio section of a published challenge there, or it has no captions',
  )
  captions(@Param() params: SectionParams, @Res({ passthrough: true }) res: Response): Promise<string> {
    return sendCaptions(
      res,
      this.transcripts.captions({ challengeId: params.id, dayId: params.dayId, n: params.n }),
    );
  }
}
