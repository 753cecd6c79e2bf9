import type { EmailPreferenceKind, EmailPreferencesInput } from '@inhala/domain';

/** A person's choices, with what the pages show beside them. */
export interface EmailPreferencesOfPerson {
  email: string;
  timezone: string;
  /** The defaults (DEFAULT_EMAIL_PREFERENCES) while the person has chosen nothing. */
  preferences: EmailPreferencesInput;
}

/** email_preferences: one row per person once they choose; no row means the defaults. */
export abstract class EmailPreferencesStore {
  /** Null when there is no such person (an account deleted after the mail went out). */
  abstract find(userId: string): Promise<EmailPreferencesOfPerson | null>;
  /** False when there is no such person. */
  abstract save(userId: string, preferences: EmailPreferencesInput): Promise<boolean>;
  /** One kind off, the others as they were (the one-click unsubscribe); false when no such person. */
  abstract turnOff(userId: string, kind: EmailPreferenceKind): Promise<boolean>;
}
