import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AngelMondayView, UserView } from '@inhala/domain';
import { ListAngelMondays } from '../../application/list-angel-mondays.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { AngelMondayDto } from './dto/angel-monday.response.dto';

@ApiTags('angel-mondays')
@Controller('api/angel-mondays')
export class AngelMondaysController {
  constructor(private readonly list: ListAngelMondays) {}

  @Get()
  @Authenticated({ optional: true })
  @ApiOkResponse({ type: [AngelMondayDto], description: 'Newest first' })
  findAll(@CurrentUser() user: UserView | undefined): Promise<AngelMondayView[]> {
    return this.list.execute(user?.role ?? null);
  }
}
