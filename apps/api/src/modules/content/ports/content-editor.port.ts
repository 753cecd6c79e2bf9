import type { AdminItemBase, AdminListQuery, AdminPage } from '@inhala/domain';

/**
 * How the admin CMS reads and writes one kind of content. Writes take part in the open unit of
 * work (the audit entry is written in the same transaction). `remove` hides the item (it can be
 * restored whole); every call answers null for an id that names nothing (or, for `restore`,
 * nothing deleted).
 */
export abstract class ContentEditor<Input, Item extends AdminItemBase> {
  abstract list(query: AdminListQuery): Promise<AdminPage<Item>>;
  abstract get(id: number): Promise<Item | null>;
  abstract create(input: Input): Promise<Item>;
  abstract update(id: number, input: Input): Promise<Item | null>;
  abstract remove(id: number): Promise<Item | null>;
  abstract restore(id: number): Promise<Item | null>;
}

/** Content people see in an order the admin sets (sortOrder), by drag or by number. */
export abstract class SortableContent {
  /** The live items among `ids` take this order; the others keep theirs. */
  abstract reorder(ids: number[]): Promise<void>;
}
