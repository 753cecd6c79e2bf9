import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { OracleDrawResponse, OracleTodayResponse, UserView } from '@inhala/domain';
import { DrawOracleCard } from '../../application/draw-oracle-card.use-case';
import { GetTodayOracleCard } from '../../application/get-today-oracle-card.use-case';
import { OracleContextQuery, OracleDrawRequestDto } from './dto/oracle.request.dto';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { OracleDrawDto, OracleTodayDto } from './dto/oracle.response.dto';

/** The daily oracle card (02 §2.4, §4.4): home needs a session, the ritual's card a subscription. */
@ApiTags('oracle')
@Controller('api/oracle-cards')
export class OracleController {
  constructor(
    private readonly today: GetTodayOracleCard,
    private readonly draw: DrawOracleCard,
  ) {}

  @Get('today')
  @Authenticated()
  @ApiOkResponse({ type: OracleTodayDto })
  todayCard(
    @CurrentUser() user: UserView,
    @Query() query: OracleContextQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OracleTodayResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.today.execute(user, query.context);
  }

  @Post('draw')
  @Authenticated()
  @ApiOkResponse({ type: OracleDrawDto, description: 'isNewDraw is false when the day already had a card' })
  drawCard(
    @CurrentUser() user: UserView,
    @Body() body: OracleDrawRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OracleDrawResponse> {
    res.status(200);
    return this.draw.execute(user, body.context);
  }
}
