import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminLookup, AdminLookups } from '@inhala/domain';
import { LookupEditor } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { Authenticated } from '../../../../platform/http/session';
import { EnsureLookup } from '../../application/ensure-lookup.use-case';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminLookupDto, AdminLookupsDto, LookupInputDto, LookupKindParams } from './dto/lookup.dto';

/** The meditation form's lists (02 §3.3): categories, keywords, types and tags, for admins only. */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@Controller('api/admin/lookups')
export class AdminLookupsController {
  constructor(
    private readonly lookups: LookupEditor,
    private readonly ensureLookup: EnsureLookup,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminLookupsDto, description: 'Each list by name' })
  all(): Promise<AdminLookups> {
    return this.lookups.all();
  }

  /** 'Añadir "…"' in the form: 201 with a new entry, 200 with the one that already has the name. */
  @Post(':kind')
  @ApiCreatedResponse({ type: AdminLookupDto, description: 'Created' })
  @ApiOkResponse({ type: AdminLookupDto, description: 'An entry with that name (any case) already existed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  async ensure(
    @Param() { kind }: LookupKindParams,
    @Body() body: LookupInputDto,
    @AdminActor() actor: AuditActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminLookup> {
    const { lookup, created } = await this.ensureLookup.execute(kind, body.name, actor);
    res.status(created ? 201 : 200);
    return lookup;
  }
}
