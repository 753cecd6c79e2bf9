/**
 * The allow-list of admin-authored rich text (Angel Mondays; DESIGN: sanitised on the server
 * before it is stored). The server cleans with it; the admin's editor previews with the same
 * list, so what the preview shows is what will be stored.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
] as const;

/** Tags whose content is code or another document: removed with everything inside them. */
export const RICH_TEXT_DROPPED_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'template',
  'title',
] as const;

/** What a browser's editor writes, as the allowed tag it stands for (a new line, a big heading). */
export const RICH_TEXT_RENAMED_TAGS: Readonly<Record<string, (typeof RICH_TEXT_TAGS)[number]>> = {
  div: 'p',
  h1: 'h2',
};

/** Every kept link opens in a new tab, without access to the page that opened it. */
export const RICH_TEXT_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Links may point only at web pages and mail addresses: no javascript:, data:, relative or protocol-relative. */
export function isSafeRichTextHref(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());
}
