/**
 * Control characters in what people and admins type. A single-line text (a name, a title, an
 * e-mail address, a subject) takes none: a CR or LF in a subject or a name can split a mail
 * header or a log line, NUL breaks PostgreSQL's text, and the others are invisible. A multi-line
 * text (a reflection, a page, a description, a body) keeps line breaks and tabs, nothing else.
 * C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F) count, and so do the Unicode line and
 * paragraph separators in a single line.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these match
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- control characters are what these match
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const TEXT_MESSAGES = {
  singleLine: (label: string) => `${label} no puede tener saltos de línea ni caracteres de control`,
  multiLine: (label: string) => `${label} no puede tener caracteres de control`,
} as const;

/** True when a single-line text holds a line break or any other control character. */
export function breaksSingleLine(value: string): boolean {
  return SINGLE_LINE_FORBIDDEN.test(value);
}

/** True when a multi-line text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(value: string): boolean {
  return MULTI_LINE_FORBIDDEN.test(value);
}

/** The message for a single-line text with control characters ("El nombre …"), or undefined. */
export function singleLineMessage(value: unknown, label: string): string | undefined {
  return typeof value === 'string' && breaksSingleLine(value) ? TEXT_MESSAGES.singleLine(label) : undefined;
}

/** The message for a multi-line text with control characters other than tab and line breaks, or undefined. */
export function multiLineMessage(value: unknown, label: string): string | undefined {
  return typeof value === 'string' && hasControlCharacters(value)
    ? TEXT_MESSAGES.multiLine(label)
    : undefined;
}
