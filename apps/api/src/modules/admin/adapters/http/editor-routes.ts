import {
  applyDecorators,
  Body,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  type Abstract,
  type Type,
} from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
} from '@nestjs/swagger';
import type { AdminItemBase, AdminPage } from '@inhala/domain';
import type { ContentEditor, SortableContent } from '../../../content';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { IdParams } from '../../../../platform/http/id-param';
import { Authenticated } from '../../../../platform/http/session';
import { AuditedEdits, type EditedKind } from '../../application/audited-edits';
import type { AuditActor } from '../../ports/audit-log.port';
import { AdminActor } from './admin-actor.decorator';
import { AdminListQueryDto } from './dto/admin-list.query.dto';
import { ReorderRequestDto } from './dto/reorder.request.dto';

/** What the OpenAPI document says of one kind's routes where kinds differ. */
export interface EditorRouteDocs {
  /** Of GET /: how the list is searched or ordered. */
  list?: string;
  /** Of DELETE /:id: what it answers. */
  removed: string;
  /** The 409s: of POST / and PUT /:id, of DELETE /:id and of POST /:id/restore. */
  conflict?: { write?: string; remove?: string; restore?: string };
}

export interface EditorRoutesOptions<Input, Item extends AdminItemBase, Editor> {
  /** What is edited, as the domain rules and the audit log see it (its editor comes injected). */
  kind: Omit<EditedKind<Input, Item>, 'editor'>;
  /** The editor port (its abstract class is its provider token). */
  editor: Abstract<Editor>;
  /** The body of POST / and PUT /:id: validated, and documented, as this class. */
  input: Type<Input>;
  item: Type<Item>;
  page: Type<AdminPage<Item>>;
  docs: EditorRouteDocs;
}

/**
 * The classes of a route's parameters, for the validation pipe and for OpenAPI: TypeScript
 * records a generic parameter's type as Object, which neither would check nor describe.
 */
const ParamTypes =
  (...types: Array<Type<unknown>>): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata(PARAMTYPES_METADATA, types, target, key);

const Conflict = (description?: string) =>
  applyDecorators(...(description ? [ApiConflictResponse({ type: ErrorBodyDto, description })] : []));

/**
 * The routes of one kind of content in the CMS, for admins only: GET / (a page of the list),
 * GET /:id, POST /, PUT /:id, DELETE /:id (soft) and POST /:id/restore, every write through
 * AuditedEdits. A controller extends the class this returns with its own @Controller path and
 * @ApiTags, and any routes of its own; those are registered before these (Nest reads a subclass's
 * routes first), so a fixed path such as PUT order is never taken for an :id.
 */
export function EditorRoutes<Input, Item extends AdminItemBase, Editor extends ContentEditor<Input, Item>>(
  options: EditorRoutesOptions<Input, Item, Editor>,
) {
  const { input, item, page, docs } = options;

  @Authenticated({ roles: ['admin'] })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A Spanish validation message' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ADMIN.NOT_FOUND' })
  class EditorRoutesOf {
    protected readonly kind: EditedKind<Input, Item>;

    constructor(
      protected readonly edits: AuditedEdits,
      @Inject(options.editor) protected readonly editor: Editor,
    ) {
      this.kind = { ...options.kind, editor };
    }

    /** The input a write checks and stores, made from the body as sent (as it is, unless overridden). */
    protected prepare(body: Input): Input {
      return body;
    }

    @Get()
    @ApiOkResponse({ type: page, description: docs.list })
    list(@Query() query: AdminListQueryDto): Promise<AdminPage<Item>> {
      return this.editor.list(query);
    }

    @Get(':id')
    @ApiOkResponse({ type: item })
    get(@Param() { id }: IdParams): Promise<Item> {
      return this.edits.read(this.kind, id);
    }

    @Post()
    @ParamTypes(input, Object)
    @ApiCreatedResponse({ type: item })
    @Conflict(docs.conflict?.write)
    create(@Body() body: Input, @AdminActor() actor: AuditActor): Promise<Item> {
      return this.edits.create(this.kind, this.prepare(body), actor);
    }

    @Put(':id')
    @ParamTypes(IdParams, input, Object)
    @ApiOkResponse({ type: item })
    @Conflict(docs.conflict?.write)
    update(@Param() { id }: IdParams, @Body() body: Input, @AdminActor() actor: AuditActor): Promise<Item> {
      return this.edits.update(this.kind, id, this.prepare(body), actor);
    }

    @Delete(':id')
    @ApiOkResponse({ type: item, description: docs.removed })
    @Conflict(docs.conflict?.remove)
    remove(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<Item> {
      return this.edits.remove(this.kind, id, actor);
    }

    @Post(':id/restore')
    @HttpCode(200)
    @ApiOkResponse({ type: item })
    @Conflict(docs.conflict?.restore)
    restore(@Param() { id }: IdParams, @AdminActor() actor: AuditActor): Promise<Item> {
      return this.edits.restore(this.kind, id, actor);
    }
  }
  return EditorRoutesOf;
}

/** EditorRoutes and PUT /order (204) for a kind people see in the order the admin sets. */
export function SortableEditorRoutes<
  Input,
  Item extends AdminItemBase,
  Editor extends ContentEditor<Input, Item> & SortableContent,
>(options: EditorRoutesOptions<Input, Item, Editor> & { docs: { order: string } }) {
  class SortableEditorRoutesOf extends EditorRoutes(options) {
    @Put('order')
    @HttpCode(204)
    @ApiNoContentResponse({ description: options.docs.order })
    async reorder(@Body() body: ReorderRequestDto, @AdminActor() actor: AuditActor): Promise<void> {
      await this.edits.reorder({ ...this.kind, editor: this.editor }, body.ids, actor);
    }
  }
  return SortableEditorRoutesOf;
}
