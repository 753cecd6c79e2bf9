import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JournalEntriesResponse, UserView } from '@inhala/domain';
import { ListJournalEntries } from '../../application/list-journal-entries.use-case';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { JournalQueryDto } from './dto/journal.request.dto';
import { JournalEntriesDto } from './dto/journal.response.dto';

/** The Angel Journal is premium: leads and visitors see the locked teaser (02 §2.8). */
@ApiTags('journal')
@Controller('api/journal')
export class JournalController {
  constructor(private readonly list: ListJournalEntries) {}

  @Get('entries')
  @Authenticated({ premium: true })
  @ApiOkResponse({ type: JournalEntriesDto, description: 'Newest first, archived entries excluded' })
  entries(@CurrentUser() user: UserView, @Query() query: JournalQueryDto): Promise<JournalEntriesResponse> {
    return this.list.execute(user.id, query.page, query.limit);
  }
}
