import type { ButtonPosition, EmailTemplateKey } from '@inhala/domain';

/** One template as stored: what the admin edited, and the original it can go back to. */
export interface StoredEmailTemplate {
  key: EmailTemplateKey;
  name: string;
  subject: string;
  body: string;
  variables: string[];
  buttonText: string;
  buttonPosition: ButtonPosition;
  defaultSubject: string;
  defaultBody: string;
  defaultButtonText: string;
  defaultButtonPosition: ButtonPosition;
  isActive: boolean;
  lastEditedBy: string | null;
  updatedAt: Date;
}

export interface EmailTemplateChange {
  name: string;
  subject: string;
  body: string;
  buttonText: string;
  buttonPosition: ButtonPosition;
  isActive: boolean;
}

/** The templates of every mail Inhala sends (one row per key, made from the domain's defaults). */
export abstract class EmailTemplates {
  /** Adds the templates of keys that have no row yet (a new release's templates); never overwrites. */
  abstract ensureDefaults(): Promise<void>;
  abstract list(): Promise<StoredEmailTemplate[]>;
  abstract get(key: EmailTemplateKey): Promise<StoredEmailTemplate>;
  abstract save(
    key: EmailTemplateKey,
    change: EmailTemplateChange,
    editedBy: string | null,
  ): Promise<StoredEmailTemplate>;
}
