import {
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  isSafeRichTextHref,
} from '@inhala/domain';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_TAGS);

/**
 * The editor's HTML reduced to the allow-list the server stores (libs/domain admin/rich-text.ts),
 * in the browser: the preview shows, and the form sends, what will be kept. The server cleans
 * again with sanitize-html; this is for the preview, never the only guard. Parsing happens in an
 * inert document: nothing in the input runs or loads.
 */
export function cleanRichText(html: string): string {
  const inert = document.implementation.createHTMLDocument('');
  const source = inert.createElement('template');
  source.innerHTML = html;
  const out = inert.createElement('div');
  copyAllowed(source.content, out, inert);
  return out.innerHTML.trim();
}

/** True when the rich text has no words, only empty paragraphs and breaks. */
export function isRichTextEmpty(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

function copyAllowed(from: Node, into: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const raw = element.localName.toLowerCase();
    if (DROPPED.has(raw)) continue;
    const name = RICH_TEXT_RENAMED_TAGS[raw] ?? raw;
    const href = name === 'a' ? (element.getAttribute('href') ?? '').trim() : '';
    if (!ALLOWED.has(name) || (name === 'a' && !isSafeRichTextHref(href))) {
      // Not allowed: its text stays, the tag goes.
      copyAllowed(element, into, doc);
      continue;
    }
    const kept = doc.createElement(name);
    if (name === 'a') {
      kept.setAttribute('href', href);
      kept.setAttribute('target', RICH_TEXT_LINK_TARGET.target);
      kept.setAttribute('rel', RICH_TEXT_LINK_TARGET.rel);
    }
    copyAllowed(element, kept, doc);
    into.appendChild(kept);
  }
}

/**
 * Tailwind classes that give the allowed tags their look inside one container (the remote's
 * CSS is built from its own sources, so the look travels with the component).
 */
export const RICH_TEXT_CLASSES =
  '[&_a]:text-sage-800 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-white/70 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5';
