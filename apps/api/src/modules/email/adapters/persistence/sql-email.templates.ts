import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@inhala/domain';
import { sqlInUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import {
  EmailTemplates,
  type EmailTemplateChange,
  type StoredEmailTemplate,
} from '../../ports/email-templates.port';

const COLUMNS = `template_key AS "key", name, subject, body, variables, button_text AS "buttonText",
  button_position AS "buttonPosition", default_subject AS "defaultSubject", default_body AS "defaultBody",
  default_button_text AS "defaultButtonText", default_button_position AS "defaultButtonPosition",
  is_active AS "isActive", last_edited_by AS "lastEditedBy", updated_at AS "updatedAt"`;

/** email_templates. The rows are made at boot from the domain's defaults (ensureDefaults). */
@Injectable()
export class SqlEmailTemplates extends EmailTemplates {
  private readonly sql: (sql: string, params?: unknown[]) => Promise<unknown>;

  constructor(@InjectDataSource() db: DataSource) {
    super();
    this.sql = sqlInUnitOfWork(db);
  }

  async ensureDefaults(): Promise<void> {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const t = EMAIL_TEMPLATE_DEFAULTS[key];
      await this.sql(
        `INSERT INTO email_templates (template_key, name, subject, body, variables, default_subject, default_body,
           button_text, button_position, default_button_text, default_button_position)
         VALUES ($1, $2, $3, $4, $5, $3, $4, $6, $7, $6, $7)
         ON CONFLICT (template_key) DO UPDATE SET variables = EXCLUDED.variables,
           default_subject = EXCLUDED.default_subject, default_body = EXCLUDED.default_body,
           default_button_text = EXCLUDED.default_button_text, default_button_position = EXCLUDED.default_button_position
         WHERE email_templates.variables IS DISTINCT FROM EXCLUDED.variables
            OR email_templates.default_subject IS DISTINCT FROM EXCLUDED.default_subject
            OR email_templates.default_body IS DISTINCT FROM EXCLUDED.default_body
            OR email_templates.default_button_text IS DISTINCT FROM EXCLUDED.default_button_text
            OR email_templates.default_button_position IS DISTINCT FROM EXCLUDED.default_button_position`,
        [t.key, t.name, t.subject, t.body, [...t.variables], t.buttonText, t.buttonPosition],
      );
    }
  }

  async list(): Promise<StoredEmailTemplate[]> {
    return (await this.sql(
      `SELECT ${COLUMNS} FROM email_templates WHERE template_key = ANY($1) ORDER BY array_position($1, template_key)`,
      [[...EMAIL_TEMPLATE_KEYS]],
    )) as StoredEmailTemplate[];
  }

  async get(key: EmailTemplateKey): Promise<StoredEmailTemplate> {
    const rows = (await this.sql(`SELECT ${COLUMNS} FROM email_templates WHERE template_key = $1`, [
      key,
    ])) as StoredEmailTemplate[];
    if (rows[0]) return rows[0];
    // A key added by this release before ensureDefaults ran on this database.
    await this.ensureDefaults();
    return this.get(key);
  }

  async save(
    key: EmailTemplateKey,
    change: EmailTemplateChange,
    editedBy: string | null,
  ): Promise<StoredEmailTemplate> {
    const rows = (await this.sql(
      `UPDATE email_templates SET name = $2, subject = $3, body = $4, button_text = $5, button_position = $6,
         is_active = $7, last_edited_by = $8, updated_at = now()
       WHERE template_key = $1 RETURNING ${COLUMNS}`,
      [
        key,
        change.name,
        change.subject,
        change.body,
        change.buttonText,
        change.buttonPosition,
        change.isActive,
        editedBy,
      ],
    )) as [StoredEmailTemplate[], number] | StoredEmailTemplate[];
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as StoredEmailTemplate[];
    if (!list[0]) throw new Error(`email template ${key} has no row`);
    return list[0];
  }
}
