import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { EMAIL_PREFERENCE_LABELS, type EmailPreferencesDto, type UserView } from '@inhala/domain';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { GetEmailPreferences } from '../../application/preferences/get-email-preferences.use-case';
import { UnsubscribeByLink } from '../../application/preferences/unsubscribe-by-link.use-case';
import { UpdateEmailPreferences } from '../../application/preferences/update-email-preferences.use-case';
import { EmailPreferencesRequestDto } from './dto/email-preferences.request.dto';
import { EmailPreferencesResponseDto, UnsubscribedResponseDto } from './dto/email-preferences.response.dto';

const TOKEN = { name: 'token', description: 'The signed token of the link a mail carries' };
const LINK_INVALID = { description: "EMAIL.LINK_INVALID: 'Este enlace no es válido o ha caducado'" };
const LINK_EXPIRED = {
  status: 410,
  type: ErrorBodyDto,
  description: 'EMAIL.LINK_EXPIRED: a preferences link older than 90 days (sign in, or use a newer mail)',
};

/**
 * The person's e-mail choices (issue 16): novedades, Angel Mondays and the daily reminder with its
 * local time. Signed in from /profile; or from a mail, without signing in, through the signed
 * link of its footer (/email-preferences/{token}) and its one-click unsubscribe (RFC 8058).
 */
@ApiTags('email-preferences')
@Controller('api/email')
export class EmailPreferencesController {
  constructor(
    private readonly getPreferences: GetEmailPreferences,
    private readonly updatePreferences: UpdateEmailPreferences,
    private readonly unsubscribe: UnsubscribeByLink,
  ) {}

  @Get('preferences')
  @Authenticated()
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  mine(@CurrentUser() user: UserView): Promise<EmailPreferencesDto> {
    return this.getPreferences.forUser(user.id);
  }

  @Put('preferences')
  @Authenticated()
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  @ApiBadRequestResponse({ description: 'A reminder without a time, or a time that is not HH:mm' })
  saveMine(
    @CurrentUser() user: UserView,
    @Body() body: EmailPreferencesRequestDto,
  ): Promise<EmailPreferencesDto> {
    return this.updatePreferences.forUser(user.id, body);
  }

  @Get('preferences/link/:token')
  @ApiOperation({ summary: "The preferences a mail's link opens, without signing in" })
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  @ApiBadRequestResponse(LINK_INVALID)
  @ApiResponse(LINK_EXPIRED)
  byLink(@Param('token') token: string): Promise<EmailPreferencesDto> {
    return this.getPreferences.forLink(token);
  }

  @Put('preferences/link/:token')
  @ApiOperation({ summary: "Saves the preferences from a mail's link, without signing in" })
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: EmailPreferencesResponseDto })
  @ApiBadRequestResponse(LINK_INVALID)
  @ApiResponse(LINK_EXPIRED)
  saveByLink(
    @Param('token') token: string,
    @Body() body: EmailPreferencesRequestDto,
  ): Promise<EmailPreferencesDto> {
    return this.updatePreferences.forLink(token, body);
  }

  /**
   * RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) with no
   * session and no cookie. The signed token is the whole authority, so the body is not required.
   */
  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058): turns that kind of mail off' })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: UnsubscribedResponseDto })
  @ApiBadRequestResponse(LINK_INVALID)
  async oneClick(@Param('token') token: string): Promise<UnsubscribedResponseDto> {
    const { kind } = await this.unsubscribe.execute(token);
    return { kind, message: `Te diste de baja de «${EMAIL_PREFERENCE_LABELS[kind]}».` };
  }

  /** Link scanners and previews GET every link: a GET never unsubscribes, it shows the page. */
  @Get('unsubscribe/:token')
  @ApiOperation({ summary: "Opens the preferences page offering 'Darse de baja' (does not unsubscribe)" })
  @ApiParam(TOKEN)
  @ApiResponse({
    status: 303,
    description:
      'To /email-preferences/{token}?unsubscribe={kind}; a link that is not valid to the page that says so',
  })
  async page(@Param('token') token: string, @Res() res: Response): Promise<void> {
    res.redirect(303, await this.unsubscribe.pageFor(token));
  }
}
