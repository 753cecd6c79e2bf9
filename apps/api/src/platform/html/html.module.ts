import { Module } from '@nestjs/common';
import { RichTextSanitizer } from './rich-text-sanitizer.port';
import { SanitizeHtmlRichTextSanitizer } from './sanitize-html.rich-text-sanitizer';

/** Admin-authored HTML, cleaned with an allow-list before it is stored. */
@Module({
  providers: [{ provide: RichTextSanitizer, useClass: SanitizeHtmlRichTextSanitizer }],
  exports: [RichTextSanitizer],
})
export class HtmlModule {}
