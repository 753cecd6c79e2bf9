import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Response } from 'express';
import type { Logger } from '@nestjs/common';
import type { PersonalDataExport } from '../../application/export-personal-data.use-case';

/**
 * Streams the export into the response as a ZIP: each file is appended as a stream and read
 * only when the archive reaches it, so memory stays flat whatever the person's history.
 * Headers are sent before the first byte; an error later can only cut the download short
 * (the client then sees a broken download, and the log says why).
 */
export async function sendZip(res: Response, data: PersonalDataExport, logger: Logger): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${data.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const done = new Promise<void>((resolve) => {
    res.on('close', resolve);
    res.on('finish', resolve);
  });
  archive.on('warning', (error) => logger.warn(`data export: ${String(error)}`));
  archive.on('error', (error) => {
    logger.error(`data export failed: ${String(error)}`);
    res.destroy(error);
  });
  archive.pipe(res);
  for (const file of data.files) {
    archive.append(Readable.from(file.chunks(), { objectMode: false }), { name: file.name });
  }
  await archive.finalize();
  await done;
}
