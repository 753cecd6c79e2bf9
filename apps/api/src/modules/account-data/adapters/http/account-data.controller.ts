import { Body, Controller, Delete, Get, HttpCode, Logger, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { DeleteAccountResponse, UserView } from '@inhala/domain';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { DeleteAccount } from '../../application/delete-account.use-case';
import { ExportPersonalData } from '../../application/export-personal-data.use-case';
import { DeleteAccountRequestDto } from './dto/account-data.request.dto';
import { DeleteAccountResponseDto } from './dto/account-data.response.dto';
import { sendZip } from './zip-response';

/** 'Descargar mis datos' and 'Eliminar mi cuenta' (issue 19): only ever the signed-in person's. */
@ApiTags('account')
@Controller('api/account')
export class AccountDataController {
  private readonly logger = new Logger('AccountDataController');

  constructor(
    private readonly exportData: ExportPersonalData,
    private readonly deleteAccount: DeleteAccount,
  ) {}

  @Get('export')
  @Authenticated()
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'A ZIP with LEEME.txt and one JSON file per subject (inhala-mis-datos-YYYY-MM-DD.zip)',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'More than 5 exports in an hour' })
  async export(@CurrentUser() user: UserView, @Res() res: Response): Promise<void> {
    const data = await this.exportData.execute(user.id);
    await sendZip(res, data, this.logger);
  }

  @Delete()
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: DeleteAccountResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No password given' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Wrong password: nothing changed' })
  @ApiBadGatewayResponse({
    type: ErrorBodyDto,
    description: 'The payment provider could not cancel the subscription: nothing deleted, retry',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'More than 5 attempts in 15 minutes' })
  remove(
    @CurrentUser() user: UserView,
    @Body() body: DeleteAccountRequestDto,
  ): Promise<DeleteAccountResponse> {
    return this.deleteAccount.execute(user.id, body.password);
  }
}
