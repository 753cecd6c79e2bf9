import type { AdminPage, AnnouncedContentType, PendingEmailDto, PendingEmailStatus } from '@inhala/domain';

/** A pending e-mail as it is first written: the announcement drafted when content is published. */
export interface PendingEmailDraft {
  contentType: AnnouncedContentType;
  contentId: number;
  contentTitle: string;
  subject: string;
  body: string;
  createdBy: string | null;
}

/** What an admin changes on an open (draft or scheduled) pending e-mail. */
export interface PendingEmailChange {
  emailSubject?: string;
  emailBody?: string;
  status?: Extract<PendingEmailStatus, 'draft' | 'scheduled' | 'cancelled'>;
  /** Set with status 'scheduled'; null clears it. */
  scheduledFor?: Date | null;
}

export interface PendingEmailQuery {
  q?: string;
  status?: PendingEmailStatus;
  page?: number;
  limit?: number;
}

/**
 * pending_emails: one announcement per published item (UNIQUE content_type, content_id). Writes
 * join the open unit of work, so a draft exists only if the publication that asked for it is kept.
 */
export abstract class PendingEmails {
  /** True when drafted now; false when the item already had a pending e-mail (nothing changes). */
  abstract draft(draft: PendingEmailDraft): Promise<boolean>;
  abstract list(query: PendingEmailQuery): Promise<AdminPage<PendingEmailDto>>;
  /** One pending e-mail; `lock` holds its row until the unit of work ends. */
  abstract get(id: number, options?: { lock?: boolean }): Promise<PendingEmailDto | null>;
  /**
   * Applies the change only while the e-mail is still a draft or scheduled (a conditional update,
   * so a worker that took it meanwhile wins); null when it was not open any more.
   */
  abstract changeOpen(
    id: number,
    change: PendingEmailChange,
    editedBy: string,
  ): Promise<PendingEmailDto | null>;
}
