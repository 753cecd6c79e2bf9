import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { RichTextSanitizer } from './rich-text-sanitizer.port';

/** Links may point only at web pages and mail addresses: no javascript:, data:, relative or protocol-relative. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Tags whose content is code or another document: dropped with everything inside them.
  nonTextTags: [
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
  ],
  transformTags: {
    // What a browser's editor writes for a new line and a top-level heading.
    div: 'p',
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      // A link to anything else keeps its text and loses the link (a disallowed tag is discarded).
      if (!SAFE_HREF.test(href)) return { tagName: 'unsafe-link', attribs: {} };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

/**
 * The allow-list of admin rich text: paragraphs, line breaks, bold, italic, underline, h2/h3,
 * lists, quotes and http(s)/mailto links that open in a new tab without an opener. Scripts,
 * styles, frames, SVG, event handlers and style attributes are removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

@Injectable()
export class SanitizeHtmlRichTextSanitizer extends RichTextSanitizer {
  sanitize(html: string): string {
    return sanitizeRichText(html);
  }
}
