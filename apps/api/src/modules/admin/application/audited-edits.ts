import { Injectable } from '@nestjs/common';
import {
  DomainError,
  firstAdminMessage,
  isUploadUrl,
  type AdminItemBase,
  type AnnouncedContent,
  type AuditAction,
  type AuditEntityType,
} from '@inhala/domain';
import { CatalogueChanges, type ContentEditor, type SortableContent } from '../../content';
import { DraftAnnouncement } from '../../email';
import { FileStorage } from '../../media';
import { UnitOfWork } from '../../../platform/database/unit-of-work.port';
import { AuditLog, type AuditActor } from '../ports/audit-log.port';

/** One kind of content as the CMS edits it. */
export interface EditedKind<Input, Item extends AdminItemBase> {
  entityType: AuditEntityType;
  editor: ContentEditor<Input, Item>;
  /** The domain rules of 02 §5: one Spanish message per broken field. */
  validate: (input: Input) => Partial<Record<string, string | undefined>>;
  /** What the audit log and the 'Deshacer' toast call the item. */
  nameOf: (item: Item) => string;
  /** The uploaded files the input points at: each must exist before anything is written. */
  uploadsOf?: (input: Input) => Array<string | null | undefined>;
  /** What the server adds from those files before writing (a meditation: its file's length). */
  measure?: (input: Input, files: FileStorage) => Promise<Input>;
  /**
   * What a published item announces by e-mail (meditations, challenges, Angel Mondays), or null
   * while it is not published: creating or updating it drafts its pending e-mail, once.
   */
  announce?: (item: Item) => AnnouncedContent | null;
}

/** A change that is not one item named by its id (a challenge's day, a new order), as audited. */
export interface AuditedChange<T> {
  action: AuditAction;
  before: unknown;
  after: unknown;
  /** What the change answers. */
  subject: T;
  entityId: string | null;
  entityName: string;
}

/**
 * Every admin write: the input checked against the domain rules, the change and its audit
 * entry (before and after) in one transaction, then every API process told that the catalogue
 * changed. An id that names nothing is ADMIN.NOT_FOUND; nothing is written on any refusal.
 */
@Injectable()
export class AuditedEdits {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly changes: CatalogueChanges,
    private readonly files: FileStorage,
    private readonly announcements: DraftAnnouncement,
  ) {}

  /** One live item, or ADMIN.NOT_FOUND. */
  async read<I, T extends AdminItemBase>(kind: EditedKind<I, T>, id: number): Promise<T> {
    const item = await kind.editor.get(id);
    if (!item) throw new DomainError('ADMIN.NOT_FOUND');
    return item;
  }

  async create<I, T extends AdminItemBase>(kind: EditedKind<I, T>, input: I, actor: AuditActor): Promise<T> {
    await this.check(kind, input);
    const measured = await this.measured(kind, input);
    return this.write(kind, actor, 'create', async () => {
      const after = await kind.editor.create(measured);
      await this.announce(kind, after, actor);
      return { before: null, after };
    });
  }

  async update<I, T extends AdminItemBase>(
    kind: EditedKind<I, T>,
    id: number,
    input: I,
    actor: AuditActor,
  ): Promise<T> {
    await this.check(kind, input);
    const measured = await this.measured(kind, input);
    return this.write(kind, actor, 'update', async () => {
      const before = await kind.editor.get(id);
      const after = before && (await kind.editor.update(id, measured));
      if (after) await this.announce(kind, after, actor);
      return { before, after };
    });
  }

  remove<I, T extends AdminItemBase>(kind: EditedKind<I, T>, id: number, actor: AuditActor): Promise<T> {
    return this.write(kind, actor, 'delete', async () => {
      const before = await kind.editor.remove(id);
      return { before, after: null, subject: before };
    });
  }

  restore<I, T extends AdminItemBase>(kind: EditedKind<I, T>, id: number, actor: AuditActor): Promise<T> {
    return this.write(kind, actor, 'restore', async () => {
      const after = await kind.editor.restore(id);
      return { before: null, after };
    });
  }

  /** A new order for items of a sortable kind, audited as one change of the kind's order. */
  async reorder<I, T extends AdminItemBase>(
    kind: EditedKind<I, T> & { editor: SortableContent },
    ids: number[],
    actor: AuditActor,
  ): Promise<void> {
    await this.uow.run(async () => {
      await kind.editor.reorder(ids);
      await this.audit.record({
        actor,
        action: 'update',
        entityType: kind.entityType,
        entityId: null,
        entityName: 'Orden',
        changes: { before: null, after: { order: ids } },
      });
    });
    await this.changes.announce();
  }

  /**
   * A change that EditedKind does not describe, kept to the same terms: it runs with its audit
   * entry in one transaction, then every API process is told. A change that answers null found
   * nothing to change (ADMIN.NOT_FOUND).
   */
  async apply<T>(
    entityType: AuditEntityType,
    actor: AuditActor,
    change: () => Promise<AuditedChange<T> | null>,
  ): Promise<T> {
    const subject = await this.uow.run(async () => {
      const done = await change();
      if (!done) throw new DomainError('ADMIN.NOT_FOUND');
      await this.audit.record({
        actor,
        action: done.action,
        entityType,
        entityId: done.entityId,
        entityName: done.entityName,
        changes: { before: done.before, after: done.after },
      });
      return done.subject;
    });
    await this.changes.announce();
    return subject;
  }

  /** The checks of every write (the domain rule, then the uploaded files it points at). */
  async checkInput<I>(
    validate: (input: I) => Partial<Record<string, string | undefined>>,
    input: I,
    uploadsOf?: (input: I) => Array<string | null | undefined>,
  ): Promise<void> {
    const message = firstAdminMessage(validate(input));
    if (message) throw new DomainError('VALIDATION.FAILED', message);
    for (const url of uploadsOf?.(input) ?? []) {
      const value = url?.trim();
      if (value && isUploadUrl(value) && !(await this.files.exists(value)))
        throw new DomainError('ADMIN.UPLOAD_MISSING');
    }
  }

  /** The pending e-mail of a published item, drafted in the write's own transaction. */
  private async announce<I, T extends AdminItemBase>(kind: EditedKind<I, T>, item: T, actor: AuditActor) {
    const content = kind.announce?.(item);
    if (content) await this.announcements.execute(content, actor.userId);
  }

  private check<I, T extends AdminItemBase>(kind: EditedKind<I, T>, input: I): Promise<void> {
    return this.checkInput(kind.validate, input, kind.uploadsOf);
  }

  private measured<I, T extends AdminItemBase>(kind: EditedKind<I, T>, input: I): Promise<I> {
    return kind.measure ? kind.measure(input, this.files) : Promise.resolve(input);
  }

  private async write<I, T extends AdminItemBase>(
    kind: EditedKind<I, T>,
    actor: AuditActor,
    action: 'create' | 'update' | 'delete' | 'restore',
    change: () => Promise<{ before: T | null; after: T | null; subject?: T | null }>,
  ): Promise<T> {
    const item = await this.uow.run(async () => {
      const { before, after, subject = after } = await change();
      if (!subject) throw new DomainError('ADMIN.NOT_FOUND');
      await this.audit.record({
        actor,
        action,
        entityType: kind.entityType,
        entityId: String(subject.id),
        entityName: kind.nameOf(subject),
        changes: { before, after },
      });
      return subject;
    });
    await this.changes.announce();
    return item;
  }
}
