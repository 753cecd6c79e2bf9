import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { MeditationMediaView } from '@inhala/domain';
import { Authenticated } from '../../../../platform/http/session';
import { ListMeditationMedia } from '../../application/list-meditation-media.use-case';
import { MeditationMediaDto } from './dto/catalogue.response.dto';

/**
 * Meditations are premium (02 §2.6): their video links and uploaded files are only handed to a
 * signed-in subscriber, never in the public bundle. Private to the person's browser, revalidated.
 */
@ApiTags('meditations')
@Controller('api/meditations')
export class MeditationMediaController {
  constructor(private readonly listMedia: ListMeditationMedia) {}

  @Get('media')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: [MeditationMediaDto], description: 'The meditations with a video link or a file' })
  @ApiResponse({ status: 304, description: 'If-None-Match matched' })
  async media(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeditationMediaView[] | void> {
    const { media, mediaEtag } = await this.listMedia.execute();
    res.setHeader('ETag', mediaEtag);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (req.headers['if-none-match'] === mediaEtag) {
      res.status(304);
      return;
    }
    return media;
  }
}
