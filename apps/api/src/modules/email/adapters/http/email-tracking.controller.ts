import { Controller, Get, Logger, Param, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { FollowEmailClick, RecordEmailOpen } from '../../application/track-email.use-case';

/** The smallest transparent GIF (1×1). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Opens and clicks of the mails the worker sends (issue 16), without a session: the signed
 * token in the URL says which mail. Estimates only: mail clients load or block images on their own.
 */
@ApiTags('email')
@Controller('api/email')
export class EmailTrackingController {
  private readonly logger = new Logger('EmailTracking');

  constructor(
    private readonly open: RecordEmailOpen,
    private readonly click: FollowEmailClick,
  ) {}

  /** Always the image, whatever the token: a broken pixel helps nobody. Never cached. */
  @Get('open/:file')
  @ApiParam({ name: 'file', description: 'The open token followed by .gif' })
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: 'A 1×1 transparent GIF', schema: { type: 'string', format: 'binary' } })
  async opened(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const token = /^(.{1,2000})\.gif$/.exec(file)?.[1];
    if (token)
      await this.open.execute(token).catch((error: unknown) => {
        // An uncounted open is a smaller loss than a broken image in someone's mail.
        this.logger.warn(`apertura no registrada: ${error instanceof Error ? error.message : String(error)}`);
      });
    res.set('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  }

  /** Counts the click and goes on to the link, which is always one of this app's own URLs. */
  @Get('click/:token')
  @ApiParam({ name: 'token', description: 'The click token of one link in one mail' })
  @ApiFoundResponse({ description: 'Redirects to the link (Location)' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'EMAIL.LINK_INVALID: not a link of this app' })
  async clicked(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const url = await this.click.execute(token);
    res.set('Cache-Control', 'no-store').redirect(302, url);
  }
}
