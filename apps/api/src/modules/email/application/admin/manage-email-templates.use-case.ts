import { Inject, Injectable } from '@nestjs/common';
import {
  ALWAYS_ACTIVE_TEMPLATES,
  DomainError,
  missingRequiredVariables,
  secretInSubjectMessage,
  EMAIL_MESSAGES,
  EMAIL_PREFERENCE_LABELS,
  EMAIL_TEMPLATE_DEFAULTS,
  isEmailTemplateKey,
  renderEmail,
  validateEmailTemplate,
  type EmailPreviewDto,
  type EmailPreviewInput,
  type EmailTemplateDto,
  type EmailTemplateInput,
  type EmailTemplateKey,
} from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { RichTextSanitizer } from '../../../../platform/html/rich-text-sanitizer.port';
import { EmailTemplates, type StoredEmailTemplate } from '../../ports/email-templates.port';
import { notFound, refuseInvalid, type EmailEdit } from './email-edit';

/** The preview may try other values than the template's sample (a long name, markup to escape). */
export type EmailPreviewRequest = EmailPreviewInput & { sample?: Record<string, string> };

/**
 * /admin/emails and /admin/emails/edit/{key}: the templates as the admin edits them. Subject and
 * body may only use the template's own variables; the body is stored allow-listed; the preview
 * is the mail a person would get, filled with sample data and every value escaped.
 */
@Injectable()
export class ManageEmailTemplates {
  constructor(
    private readonly templates: EmailTemplates,
    private readonly sanitizer: RichTextSanitizer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every template, or those whose name or key contains `q`. */
  async list(q?: string): Promise<EmailTemplateDto[]> {
    const text = q?.trim().toLocaleLowerCase('es') ?? '';
    const all = (await this.templates.list()).map(toDto);
    return text
      ? all.filter((t) => t.name.toLocaleLowerCase('es').includes(text) || t.key.includes(text))
      : all;
  }

  async get(key: string): Promise<EmailTemplateDto> {
    return toDto(await this.templates.get(known(key)));
  }

  async update(
    key: string,
    input: EmailTemplateInput,
    editedBy: string,
  ): Promise<EmailEdit<EmailTemplateDto>> {
    const before = await this.templates.get(known(key));
    const body = this.sanitizer.sanitize(input.body ?? '');
    const change = { ...input, name: input.name?.trim(), subject: input.subject?.trim(), body };
    refuseInvalid({
      // The fields as typed: a line break at either end is refused too, not trimmed away.
      ...validateEmailTemplate({ ...change, name: input.name, subject: input.subject }, before.variables),
      required: missingRequiredVariables(before.key, change.body),
      secret:
        typeof change.subject === 'string' ? secretInSubjectMessage(before.key, change.subject) : undefined,
      isActive:
        input.isActive === false && ALWAYS_ACTIVE_TEMPLATES.includes(before.key)
          ? EMAIL_MESSAGES.alwaysActive
          : undefined,
    });
    const after = await this.templates.save(
      before.key,
      { ...change, buttonText: input.buttonText.trim() },
      editedBy,
    );
    return { before: toDto(before), after: toDto(after) };
  }

  /** 'Restaurar original': subject, body and button as the release ships them; name and switch stay. */
  async restore(key: string, editedBy: string): Promise<EmailEdit<EmailTemplateDto>> {
    const before = await this.templates.get(known(key));
    const after = await this.templates.save(
      before.key,
      {
        name: before.name,
        isActive: before.isActive,
        subject: before.defaultSubject,
        body: before.defaultBody,
        buttonText: before.defaultButtonText,
        buttonPosition: before.defaultButtonPosition,
      },
      editedBy,
    );
    return { before: toDto(before), after: toDto(after) };
  }

  async preview(key: string, input: EmailPreviewRequest): Promise<EmailPreviewDto> {
    const template = await this.templates.get(known(key));
    const body = this.sanitizer.sanitize(input.body ?? '');
    const { name: _name, ...problems } = validateEmailTemplate(
      { ...input, name: template.name, body },
      template.variables,
    );
    refuseInvalid(problems);
    const defaults = EMAIL_TEMPLATE_DEFAULTS[template.key];
    const given = input.sample ?? {};
    if (Object.values(given).some((value) => typeof value !== 'string'))
      throw new DomainError('VALIDATION.FAILED', EMAIL_MESSAGES.sampleInvalid);
    const sample = { ...defaults.sample, ...given };
    const appUrl = sample.appUrl ?? this.config.publicUrl;
    const kind = defaults.kind;
    const rendered = renderEmail({
      subject: input.subject,
      body,
      variables: sample,
      button: { text: input.buttonText, position: input.buttonPosition, url: sample.contentUrl ?? appUrl },
      footer:
        kind === 'transactional'
          ? null
          : {
              preferencesUrl: `${appUrl}/email/preferences`,
              unsubscribeUrl: `${appUrl}/email/unsubscribe`,
              reason: `Recibes este correo porque tienes activados los correos de «${EMAIL_PREFERENCE_LABELS[kind]}» en Inhala.`,
            },
    });
    return rendered;
  }
}

function known(key: string): EmailTemplateKey {
  if (!isEmailTemplateKey(key)) throw notFound();
  return key;
}

function toDto(t: StoredEmailTemplate): EmailTemplateDto {
  return {
    key: t.key,
    name: t.name,
    kind: EMAIL_TEMPLATE_DEFAULTS[t.key].kind,
    subject: t.subject,
    body: t.body,
    variables: [...t.variables],
    buttonText: t.buttonText,
    buttonPosition: t.buttonPosition,
    isActive: t.isActive,
    isCustomized:
      t.subject !== t.defaultSubject ||
      t.body !== t.defaultBody ||
      t.buttonText !== t.defaultButtonText ||
      t.buttonPosition !== t.defaultButtonPosition,
    sample: { ...EMAIL_TEMPLATE_DEFAULTS[t.key].sample },
    lastEditedBy: t.lastEditedBy,
    updatedAt: new Date(t.updatedAt).toISOString(),
  };
}
