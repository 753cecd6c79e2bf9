import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { EmailPreviewDto, EmailTemplateDto } from '@inhala/domain';
import { ManageEmailTemplates } from '../../../email';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import {
  EmailPreviewInputDto,
  EmailPreviewResponseDto,
  EmailTemplateInputDto,
  EmailTemplateQueryDto,
  EmailTemplateResponseDto,
  TemplateKeyParams,
} from './dto/email.dto';
import { auditedEmailEdit } from './email-edit.audit';

/**
 * /admin/emails (Plantillas) and /admin/emails/edit/{key}: the template of every mail Inhala
 * sends, for admins only. Writes are audited; bodies are stored allow-listed.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@ApiForbiddenResponse({ description: 'Only admins' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND: no template has that key' })
@Controller('api/admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(
    private readonly templates: ManageEmailTemplates,
    private readonly edits: AuditedEdits,
  ) {}

  @Get()
  @ApiOkResponse({
    type: [EmailTemplateResponseDto],
    description: 'Every template, searched in names and keys',
  })
  list(@Query() query: EmailTemplateQueryDto): Promise<EmailTemplateDto[]> {
    return this.templates.list(query.q);
  }

  @Get(':key')
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  get(@Param() { key }: TemplateKeyParams): Promise<EmailTemplateDto> {
    return this.templates.get(key);
  }

  @Put(':key')
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  update(
    @Param() { key }: TemplateKeyParams,
    @Body() body: EmailTemplateInputDto,
    @AdminActor() actor: AuditActor,
  ): Promise<EmailTemplateDto> {
    return this.edits.apply(
      'email_template',
      actor,
      auditedEmailEdit(
        'update',
        key,
        (t) => t.name,
        () => this.templates.update(key, body, actor.userId),
      ),
    );
  }

  @Post(':key/preview')
  @HttpCode(200)
  @ApiOkResponse({
    type: EmailPreviewResponseDto,
    description: "The mail as a person would get it, with the template's sample data (values escaped)",
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  preview(@Param() { key }: TemplateKeyParams, @Body() body: EmailPreviewInputDto): Promise<EmailPreviewDto> {
    return this.templates.preview(key, body);
  }

  @Post(':key/restore')
  @HttpCode(200)
  @ApiOkResponse({
    type: EmailTemplateResponseDto,
    description: "'Restaurar original': subject, body and button back to the defaults; name and switch stay",
  })
  restore(@Param() { key }: TemplateKeyParams, @AdminActor() actor: AuditActor): Promise<EmailTemplateDto> {
    return this.edits.apply(
      'email_template',
      actor,
      auditedEmailEdit(
        'restore',
        key,
        (t) => t.name,
        () => this.templates.restore(key, actor.userId),
      ),
    );
  }
}
