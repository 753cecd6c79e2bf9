import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PlantImageView, StreakView, UserView } from '@inhala/domain';
import { ListPlantImages } from '../../application/list-plant-images.use-case';
import { GetStreak } from '../../application/get-streak.use-case';
import { RecalculateStreak } from '../../application/recalculate-streak.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { PlantImageDto, StreakDto } from './dto/streak.response.dto';

/** The streak plant (01 §3-§4): counted in the person's local days. */
@ApiTags('streak')
@Controller('api')
export class StreakController {
  constructor(
    private readonly getStreak: GetStreak,
    private readonly recalculate: RecalculateStreak,
    private readonly listPlantImages: ListPlantImages,
  ) {}

  @Get('streak')
  @Authenticated()
  @ApiOkResponse({ type: StreakDto })
  streak(@CurrentUser() user: UserView): Promise<StreakView> {
    return this.getStreak.execute(user);
  }

  @Post('streak/recalculate')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: StreakDto, description: 'Rebuilt from every practice day and saved' })
  recalculateStreak(@CurrentUser() user: UserView): Promise<StreakView> {
    return this.recalculate.execute(user);
  }

  @Get('plant-images')
  @ApiOkResponse({ type: [PlantImageDto] })
  async plantImages(@Res({ passthrough: true }) res: Response): Promise<PlantImageView[]> {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    return this.listPlantImages.execute();
  }
}
