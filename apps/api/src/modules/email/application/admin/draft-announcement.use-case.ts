import { Inject, Injectable } from '@nestjs/common';
import { ANNOUNCEMENT_TEMPLATES, draftAnnouncement, type AnnouncedContent } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { RichTextSanitizer } from '../../../../platform/html/rich-text-sanitizer.port';
import { EmailTemplates } from '../../ports/email-templates.port';
import { PendingEmails } from '../../ports/pending-emails.port';

/**
 * When content is published, its announcement is drafted from its template (02 §3.12): the
 * content's title, description and link filled in, the per-person variables left for the send.
 * It joins the caller's unit of work, so the draft exists exactly when the publication does; an
 * item that already has one (published before, or unpublished and published again) keeps it.
 * An inactive template drafts nothing.
 */
@Injectable()
export class DraftAnnouncement {
  constructor(
    private readonly templates: EmailTemplates,
    private readonly pending: PendingEmails,
    private readonly sanitizer: RichTextSanitizer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when a draft was made now. */
  async execute(content: AnnouncedContent, createdBy: string | null): Promise<boolean> {
    const template = await this.templates.get(ANNOUNCEMENT_TEMPLATES[content.type]);
    if (!template.isActive) return false;
    const text = draftAnnouncement(template, content, this.config.publicUrl);
    return this.pending.draft({
      contentType: content.type,
      contentId: content.id,
      contentTitle: content.title.slice(0, 300),
      subject: text.subject.slice(0, 300),
      body: this.sanitizer.sanitize(text.body),
      createdBy,
    });
  }
}
