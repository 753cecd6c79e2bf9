import { Injectable } from '@nestjs/common';
import {
  DomainError,
  PERSON_VARIABLES,
  isPendingEmailOpen,
  validateBody,
  validateScheduledFor,
  validateSubject,
  type AdminPage,
  type PendingEmailDto,
  type PendingEmailInput,
} from '@inhala/domain';
import { RichTextSanitizer } from '../../../../platform/html/rich-text-sanitizer.port';
import { Clock } from '../../../../platform/time/clock.port';
import {
  PendingEmails,
  type PendingEmailChange,
  type PendingEmailQuery,
} from '../../ports/pending-emails.port';
import { notFound, refuseInvalid, type EmailEdit } from './email-edit';

/**
 * The announcements drafted on publication (02 §3.12, §4.8): edited, scheduled, sent now or
 * cancelled while they are a draft or scheduled (draft → scheduled → sent, or cancelled). Sending
 * is the worker's: it turns a due scheduled e-mail into a campaign. The content was filled in
 * when it was drafted, so only the per-person variables ({{firstName}}, {{appUrl}}) are left.
 */
@Injectable()
export class ManagePendingEmails {
  constructor(
    private readonly pending: PendingEmails,
    private readonly sanitizer: RichTextSanitizer,
    private readonly clock: Clock,
  ) {}

  list(query: PendingEmailQuery): Promise<AdminPage<PendingEmailDto>> {
    return this.pending.list(query);
  }

  async get(id: number): Promise<PendingEmailDto> {
    const found = await this.pending.get(id);
    if (!found) throw notFound();
    return found;
  }

  update(id: number, input: PendingEmailInput, editedBy: string): Promise<EmailEdit<PendingEmailDto>> {
    const emailSubject = typeof input.emailSubject === 'string' ? input.emailSubject.trim() : '';
    const emailBody = this.sanitizer.sanitize(typeof input.emailBody === 'string' ? input.emailBody : '');
    refuseInvalid({
      // The text as typed: a line break at either end is refused too, not trimmed away.
      emailSubject: validateSubject(input.emailSubject ?? emailSubject, PERSON_VARIABLES),
      emailBody: validateBody(emailBody, PERSON_VARIABLES),
    });
    return this.change(id, { emailSubject, emailBody }, editedBy);
  }

  /** Goes out at `scheduledFor` (now or later): the worker picks it up when it is due. */
  schedule(id: number, scheduledFor: string, editedBy: string): Promise<EmailEdit<PendingEmailDto>> {
    const now = this.clock.now();
    refuseInvalid({ scheduledFor: validateScheduledFor(scheduledFor, now) });
    const at = new Date(scheduledFor);
    // A minute's grace for the admin's clock: a time just past is sent now, not in the past.
    return this.change(id, { status: 'scheduled', scheduledFor: at < now ? now : at }, editedBy);
  }

  sendNow(id: number, editedBy: string): Promise<EmailEdit<PendingEmailDto>> {
    return this.change(id, { status: 'scheduled', scheduledFor: this.clock.now() }, editedBy);
  }

  cancel(id: number, editedBy: string): Promise<EmailEdit<PendingEmailDto>> {
    return this.change(id, { status: 'cancelled', scheduledFor: null }, editedBy);
  }

  /** A change of an open e-mail, with its row held until the unit of work ends. */
  private async change(
    id: number,
    change: PendingEmailChange,
    editedBy: string,
  ): Promise<EmailEdit<PendingEmailDto>> {
    const before = await this.pending.get(id, { lock: true });
    if (!before) throw notFound();
    if (!isPendingEmailOpen(before.status)) throw new DomainError('EMAIL.NOT_EDITABLE');
    const after = await this.pending.changeOpen(id, change, editedBy);
    if (!after) throw new DomainError('EMAIL.NOT_EDITABLE');
    return { before, after };
  }
}
