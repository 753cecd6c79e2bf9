import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EMAIL_PREFERENCE_LABELS,
  EMAIL_TEMPLATE_DEFAULTS,
  messageIdFor,
  renderEmail,
  secretsInSubject,
  type EmailTemplateKey,
} from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { EmailTemplates } from '../ports/email-templates.port';
import type { OutgoingEmail } from '../ports/mailer.port';
import { EmailLinks } from './email-links';

export interface EmailToCompose {
  templateKey: EmailTemplateKey;
  to: { userId: string | null; email: string; firstName: string };
  /** The template's own variables (firstName and appUrl are added). */
  variables?: Readonly<Record<string, string | number>>;
  /** Where the button goes: a path of this app ('/ritual') or an absolute URL. */
  action?: string;
  /** The ledger row: its open pixel and click tracking. */
  logId?: string | null;
  /** The ledger row's Message-ID key (email_logs.message_key); a mail sent without one gets a new one. */
  messageKey?: string | null;
  /** A pending e-mail's own subject and body, in place of the template's. */
  text?: { subject: string; body: string } | null;
}

/**
 * One mail from its template, as the person gets it: variables filled and escaped, the button,
 * and for the kinds a person can turn off (novedades, Angel Mondays, recordatorios) the footer
 * with the preferences link and the one-click unsubscribe headers of RFC 8058.
 */
@Injectable()
export class ComposeEmail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly templates: EmailTemplates,
    private readonly links: EmailLinks,
  ) {}

  async execute(mail: EmailToCompose): Promise<OutgoingEmail> {
    const template = await this.templates.get(mail.templateKey);
    const kind = EMAIL_TEMPLATE_DEFAULTS[mail.templateKey].kind;
    const appUrl = this.config.publicUrl;
    const action = mail.action ?? '/';
    const actionUrl = /^https?:\/\//.test(action)
      ? action
      : `${appUrl}${action.startsWith('/') ? '' : '/'}${action}`;
    const logId = mail.logId ?? null;
    const optional = kind !== 'transactional' && mail.to.userId !== null ? mail.to.userId : null;
    const unsubscribeUrl =
      optional !== null && kind !== 'transactional' ? await this.links.unsubscribeUrl(optional, kind) : null;
    const preferencesUrl = optional !== null ? await this.links.preferencesUrl(optional) : null;
    const tracked = logId !== null && kind !== 'transactional';
    const clickUrls = new Map<string, string>();
    if (tracked) {
      // The wrap function is synchronous; every link it may meet is signed beforehand.
      for (const url of [actionUrl, ...linksIn(mail.text?.body ?? template.body)])
        if (!clickUrls.has(url)) clickUrls.set(url, await this.links.clickUrl(logId, url));
    }
    const subject = mail.text?.subject ?? template.subject;
    const rendered = renderEmail({
      // A subject that names a secret (an edit made before the rule) gives way to the default one.
      subject: secretsInSubject(mail.templateKey, subject).length
        ? EMAIL_TEMPLATE_DEFAULTS[mail.templateKey].subject
        : subject,
      body: mail.text?.body ?? template.body,
      variables: { ...mail.variables, firstName: mail.to.firstName, appUrl },
      button: { text: template.buttonText, position: template.buttonPosition, url: actionUrl },
      footer:
        unsubscribeUrl && preferencesUrl && kind !== 'transactional'
          ? {
              preferencesUrl,
              unsubscribeUrl,
              reason: `Recibes este correo porque tienes activados los correos de «${EMAIL_PREFERENCE_LABELS[kind]}» en Inhala.`,
            }
          : null,
      openPixelUrl: tracked ? await this.links.openPixelUrl(logId) : null,
      wrapLink: (url) => clickUrls.get(url) ?? url,
    });
    return {
      to: mail.to.email,
      ...rendered,
      ...(unsubscribeUrl
        ? {
            headers: {
              'List-Unsubscribe': `<${unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
      messageId: messageIdFor(mail.messageKey ?? randomUUID(), this.config.mailFrom),
    };
  }
}

/** The href of every link in a body (entities decoded as renderEmail decodes them). */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?href="([^"]*)"/gi)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}
