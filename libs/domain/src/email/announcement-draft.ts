import type { AnnouncedContentType } from './email-kinds';
import { escapeHtml } from './render-email';

/** The variables only known when a mail goes to one person: a draft keeps them for the send. */
export const PERSON_VARIABLES = ['firstName', 'appUrl'] as const;

/** A published item, as its announcement names it. */
export interface AnnouncedContent {
  type: AnnouncedContentType;
  id: number;
  title: string;
  description: string | null;
  /** Where the mail sends people: a path of this app ('/meditaciones'). */
  path: string;
}

const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

/**
 * Fills only the variables given, leaving the others ({{firstName}}) for the send; in HTML each
 * value is escaped, so a title like `<b>Paz</b>` stays text.
 */
export function fillSomeVariables(
  text: string,
  values: Readonly<Record<string, string>>,
  mode: 'html' | 'text',
): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** The subject and body a pending e-mail starts from: the template with the content filled in. */
export function draftAnnouncement(
  template: { subject: string; body: string },
  content: AnnouncedContent,
  appUrl: string,
): { subject: string; body: string } {
  const values = {
    contentTitle: content.title,
    contentDescription: content.description ?? '',
    contentUrl: `${appUrl}${content.path}`,
  };
  return {
    subject: fillSomeVariables(template.subject, values, 'text'),
    body: fillSomeVariables(template.body, values, 'html'),
  };
}
