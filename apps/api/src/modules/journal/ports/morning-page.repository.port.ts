import type { MorningPageView } from '@inhala/domain';

export interface MorningPageChanges {
  title?: string | null;
  content?: string;
  archived?: boolean;
}

/** Every call is scoped to the owner: another person's page is simply not found. */
export abstract class MorningPageRepository {
  /** Not archived, newest first: `limit` of them, older than the page `before` when given. */
  abstract listActive(
    ownerId: string,
    page: { before: number | null; limit: number },
  ): Promise<MorningPageView[]>;
  /** With a clientId already stored for this owner, the page stored then, unchanged. */
  abstract create(
    ownerId: string,
    page: { title: string | null; content: string; clientId: string | null },
  ): Promise<MorningPageView>;
  abstract update(ownerId: string, id: number, changes: MorningPageChanges): Promise<MorningPageView | null>;
  abstract delete(ownerId: string, id: number): Promise<boolean>;
}
