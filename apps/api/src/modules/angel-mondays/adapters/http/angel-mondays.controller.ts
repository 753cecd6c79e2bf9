import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AngelMondayView, UserView } from '@inhala/domain';
import { ApiId, ApiInteger, ApiNullableString } from '../../../../platform/http/api-schema';
import { ListAngelMondays } from '../../application/list-angel-mondays.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';

class AngelMondayDto implements AngelMondayView {
  @ApiId() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML; empty for leads and visitors' }) text!: string;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiNullableString() audioUrl!: string | null;
  @ApiInteger({ minimum: 1, maximum: 20 }) gradientOption!: number;
}

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
