/**
 * Admin-authored rich text (Angel Mondays, later e-mail bodies) reduced to an allow-list before
 * it is stored (DESIGN: standards), so browsers only ever render markup we chose to allow.
 */
export abstract class RichTextSanitizer {
  /** The allow-listed HTML: the same input always gives the same output, and it is idempotent. */
  abstract sanitize(html: string): string;
}
