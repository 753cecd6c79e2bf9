import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ForYouDto, IntentsDto, UserView } from '@inhala/domain';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { AnswerIntents } from '../../application/answer-intents.use-case';
import { RecommendForYou } from '../../application/recommend-for-you.use-case';
import { IntentsRequestDto } from './dto/practice.request.dto';
import { ForYouResponseDto, IntentsResponseDto } from './dto/practice.response.dto';

/** '¿Qué te trae a Inhala?' and the home shelf it feeds ('Para ti', or 'Para empezar' for visitors). */
@ApiTags('practice')
@Controller('api/practice')
export class ForYouController {
  constructor(
    private readonly intents: AnswerIntents,
    private readonly recommend: RecommendForYou,
  ) {}

  @Get('intents')
  @Authenticated()
  @ApiOkResponse({ type: IntentsResponseDto })
  readIntents(@CurrentUser() user: UserView, @Res({ passthrough: true }) res: Response): Promise<IntentsDto> {
    res.setHeader('Cache-Control', 'private, no-store');
    return this.intents.read(user);
  }

  @Put('intents')
  @Authenticated()
  @ApiOkResponse({ type: IntentsResponseDto, description: 'The answers now kept (an empty list is a skip)' })
  @ApiBadRequestResponse({ description: 'Not a list of the question’s choices' })
  answerIntents(@CurrentUser() user: UserView, @Body() body: IntentsRequestDto): Promise<IntentsDto> {
    return this.intents.answer(user.id, body.intents);
  }

  @Get('for-you')
  @Authenticated({ optional: true })
  @ApiOkResponse({ type: ForYouResponseDto })
  forYou(
    @CurrentUser() user: UserView | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ForYouDto> {
    // Chosen for one person at one hour: never kept by a shared cache, nor by the browser.
    res.setHeader('Cache-Control', 'private, no-store');
    return this.recommend.execute(user);
  }
}
