import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Transform, type TransformCallback } from 'node:stream';
import { JOURNAL_EXPORT, type UserView } from '@inhala/domain';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { ExportJournal } from '../../application/export-journal.use-case';
import type { JournalDocumentWriter } from '../export/journal-document.writer';
import { MarkdownJournalWriter } from '../export/markdown-journal.writer';
import { PdfkitJournalWriter } from '../export/pdfkit-journal.writer';
import { JournalExportQueryDto } from './dto/journal-export.request.dto';

/** Counts the bytes of the file on their way to the response (for the log). */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    callback(null, chunk);
  }
}

const WRITERS: Record<'markdown' | 'pdf', JournalDocumentWriter> = {
  markdown: new MarkdownJournalWriter(),
  pdf: new PdfkitJournalWriter(),
};

/**
 * 'Exportar mi diario' (issue 19). Every check (session, range, limit, count) is made before the
 * first byte, so a refusal is the usual Spanish JSON; once the file is streaming, a failure ends
 * the download unfinished (the browser reports it) and is logged.
 */
@ApiTags('journal')
@Controller('api/journal')
export class JournalExportController {
  private readonly logger = new Logger('JournalExport');

  constructor(private readonly exportJournal: ExportJournal) {}

  @Get('export')
  @Authenticated({ premium: true })
  @ApiProduces('text/markdown', 'application/pdf')
  @ApiOkResponse({
    description: 'The journal as one Markdown file or a PDF, streamed',
    schema: { type: 'string', format: 'binary' },
    headers: {
      [JOURNAL_EXPORT.entriesHeader]: { description: 'Entries in the file', schema: { type: 'integer' } },
      'Content-Disposition': { description: 'attachment; filename="inhala-diario-<desde>-a-<hasta>.md|pdf"' },
    },
  })
  @ApiResponse({ status: 400, description: 'A bad or inverted date, or an unknown format' })
  @ApiResponse({ status: 429, description: 'Too many exports: wait a few minutes' })
  async export(
    @CurrentUser() user: UserView,
    @Query() query: JournalExportQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const startedAt = Date.now();
    const format = query.format ?? 'markdown';
    const plan = await this.exportJournal.prepare(user, { from: query.from, to: query.to, format });
    const writer = WRITERS[format];
    res.status(200).set({
      'Content-Type': writer.contentType,
      'Content-Disposition': `attachment; filename="${plan.fileName}"`,
      'Cache-Control': 'no-store',
      [JOURNAL_EXPORT.entriesHeader]: String(plan.entries),
      'Access-Control-Expose-Headers': JOURNAL_EXPORT.entriesHeader,
    });
    const counter = new ByteCounter();
    // The person went away (closed the tab, cancelled): the writer stops at its next batch.
    counter.on('error', () => undefined); // reported by the writer's rejection below
    res.on('close', () => {
      if (!res.writableFinished) counter.destroy(new Error('La descarga se cerró antes de terminar'));
    });
    counter.pipe(res);
    const facts = () => ({
      personId: user.id,
      format,
      entries: plan.entries,
      bytes: counter.bytes,
      ms: Date.now() - startedAt,
    });
    try {
      await writer.write(
        { rangeText: plan.rangeText, entries: plan.entries, batches: plan.batches },
        counter,
      );
      counter.end();
      this.logger.log({ msg: 'journal exported', ...facts() });
    } catch (error) {
      counter.unpipe(res);
      res.destroy();
      this.logger.warn({
        msg: 'journal export ended before the end',
        ...facts(),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
