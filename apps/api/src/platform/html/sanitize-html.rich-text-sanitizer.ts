import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  isSafeRichTextHref,
} from '@inhala/domain';
import { RichTextSanitizer } from './rich-text-sanitizer.port';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  transformTags: {
    ...RICH_TEXT_RENAMED_TAGS,
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      // A link to anything else keeps its text and loses the link (a tag not allowed is discarded).
      if (!isSafeRichTextHref(href)) return { tagName: 'unsafe-link', attribs: {} };
      return { tagName, attribs: { href, ...RICH_TEXT_LINK_TARGET } };
    },
  },
};

/**
 * The allow-list of admin rich text (libs/domain admin/rich-text.ts): paragraphs, line breaks,
 * bold, italic, underline, h2/h3, lists, quotes and http(s)/mailto links that open in a new tab
 * without an opener. Scripts, styles, frames, SVG, event handlers and style attributes go.
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
