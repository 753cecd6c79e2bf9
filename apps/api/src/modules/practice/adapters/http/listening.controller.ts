import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { ListeningPositionDto, ListeningShelfDto, UserView } from '@inhala/domain';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { ReadListening } from '../../application/read-listening.use-case';
import { ReportListening } from '../../application/report-listening.use-case';
import { ListeningParamsDto, ListeningReportRequestDto } from './dto/practice.request.dto';
import { ListeningPositionResponseDto, ListeningShelfResponseDto } from './dto/practice.response.dto';

/**
 * 'Continuar escuchando': where a person left a recording, kept for all their devices. The
 * recordings are premium (a meditation's player, an Angel Monday's audio: 01 §6), so keeping or
 * reading a place needs the same subscription as playing it. The shelf answers any signed-in
 * person, empty without a subscription, so home can ask without knowing.
 */
@ApiTags('practice')
@Controller('api/practice/listening')
export class ListeningController {
  constructor(
    private readonly report: ReportListening,
    private readonly read: ReadListening,
  ) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ListeningShelfResponseDto })
  shelf(
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ListeningShelfDto> {
    // One person's, and it changes every few seconds while they listen.
    res.setHeader('Cache-Control', 'private, no-store');
    return this.read.shelf(user);
  }

  @Get(':kind/:id')
  @Authenticated({ premium: true })
  @ApiOkResponse({
    type: ListeningPositionResponseDto,
    description: 'position null: start from the beginning',
  })
  @ApiBadRequestResponse({ description: 'Not a meditation or an Angel Monday, or not an id' })
  @ApiForbiddenResponse({ description: 'No subscription' })
  @ApiNotFoundResponse({ description: 'No such recording (or not published)' })
  position(
    @CurrentUser() user: UserView,
    @Param() params: ListeningParamsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ListeningPositionDto> {
    res.setHeader('Cache-Control', 'private, no-store');
    return this.read.position(user.id, params.kind, params.id);
  }

  @Put(':kind/:id')
  @Authenticated({ premium: true })
  @ApiOkResponse({
    type: ListeningPositionResponseDto,
    description: 'The place now kept (position null: heard to the end, or never past the first seconds)',
  })
  @ApiBadRequestResponse({ description: 'A bad kind, id, position or duration' })
  @ApiForbiddenResponse({ description: 'No subscription' })
  @ApiNotFoundResponse({ description: 'No such recording (or not published)' })
  @ApiTooManyRequestsResponse({ description: 'More than 60 reports a minute from one person' })
  save(
    @CurrentUser() user: UserView,
    @Param() params: ListeningParamsDto,
    @Body() body: ListeningReportRequestDto,
  ): Promise<ListeningPositionDto> {
    return this.report.execute(user.id, params.kind, params.id, body);
  }
}
