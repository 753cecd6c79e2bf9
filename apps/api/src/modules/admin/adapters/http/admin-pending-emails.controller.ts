import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminPage, AuditAction, PendingEmailDto } from '@inhala/domain';
import { ManagePendingEmails, type EmailEdit } from '../../../email';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import {
  PendingEmailInputDto,
  PendingEmailPageDto,
  PendingEmailQueryDto,
  PendingEmailResponseDto,
  SchedulePendingEmailDto,
} from './dto/email.dto';
import { auditedEmailEdit } from './email-edit.audit';

const NOT_OPEN = 'EMAIL.NOT_EDITABLE: it was sent or cancelled';

/**
 * /admin/emails (Pendientes): the announcements drafted when content is published, for admins
 * only. While a draft or scheduled they can be edited, scheduled, sent now or cancelled; the
 * worker sends a scheduled one when it is due. Every change is audited.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ description: 'Only admins' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
@Controller('api/admin/pending-emails')
export class AdminPendingEmailsController {
  constructor(
    private readonly pending: ManagePendingEmails,
    private readonly edits: AuditedEdits,
  ) {}

  @Get()
  @ApiOkResponse({
    type: PendingEmailPageDto,
    description: 'Drafts first, then scheduled, then the rest; searched in titles and subjects',
  })
  list(@Query() query: PendingEmailQueryDto): Promise<AdminPage<PendingEmailDto>> {
    return this.pending.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: PendingEmailResponseDto })
  get(@Param() { id }: IdParams): Promise<PendingEmailDto> {
    return this.pending.get(id);
  }

  @Put(':id')
  @ApiOkResponse({ type: PendingEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: NOT_OPEN })
  update(
    @Param() { id }: IdParams,
    @Body() body: PendingEmailInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<PendingEmailDto> {
    return this.audited('update', id, actor, () => this.pending.update(id, body, actor.userId));
  }

  @Post(':id/schedule')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingEmailResponseDto, description: "Status 'scheduled' at scheduledFor" })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The date is not valid or in the past' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: NOT_OPEN })
  schedule(
    @Param() { id }: IdParams,
    @Body() body: SchedulePendingEmailDto,
    @AdminActor() actor: AuditActor,
  ): Promise<PendingEmailDto> {
    return this.audited('update', id, actor, () =>
      this.pending.schedule(id, body.scheduledFor, actor.userId),
    );
  }

  @Post(':id/send-now')
  @HttpCode(200)
  @ApiOkResponse({
    type: PendingEmailResponseDto,
    description: "Status 'scheduled' for now: the worker sends it next",
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: NOT_OPEN })
  sendNow(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<PendingEmailDto> {
    return this.audited('update', id, actor, () => this.pending.sendNow(id, actor.userId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingEmailResponseDto, description: "Status 'cancelled': it will not be sent" })
  @ApiConflictResponse({ type: ErrorBodyDto, description: NOT_OPEN })
  cancel(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<PendingEmailDto> {
    return this.audited('update', id, actor, () => this.pending.cancel(id, actor.userId));
  }

  private audited(
    action: AuditAction,
    id: number,
    actor: AuditActor,
    edit: () => Promise<EmailEdit<PendingEmailDto>>,
  ): Promise<PendingEmailDto> {
    return this.edits.apply(
      'pending_email',
      actor,
      auditedEmailEdit(action, String(id), (p) => p.emailSubject, edit),
    );
  }
}
