// GET /api/content (gzip 200 and 304) against a raw node:http server sending the same bytes.
import { interleaved, row } from '../lib/measure.mjs';
import { requestRate } from '../lib/load.mjs';
import { rawServer } from '../lib/raw-server.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Content bundle: request rate against a raw server';

export async function run() {
  const app = await startServer();
  try {
    const first = await fetch(`${app.url}/api/content`, { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag');
    const gzipped = Buffer.from(
      await (
        await fetch(`${app.url}/api/content`, { headers: { 'Accept-Encoding': 'identity' } })
      ).arrayBuffer(),
    );
    const { gzipSync } = await import('node:zlib');
    const body = gzipSync(gzipped);
    const raw = await rawServer({
      body,
      etag,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
      },
    });
    try {
      const gzip = { 'Accept-Encoding': 'gzip' };
      const full = await interleaved(3, {
        app: () => requestRate(`${app.url}/api/content`, { headers: gzip }),
        raw: () => requestRate(`${raw.url}/api/content`, { headers: gzip }),
      });
      const notModified = await interleaved(3, {
        app: () =>
          requestRate(`${app.url}/api/content`, {
            headers: { ...gzip, 'If-None-Match': etag },
            expectStatus: 304,
          }),
        raw: () =>
          requestRate(`${raw.url}/api/content`, {
            headers: { ...gzip, 'If-None-Match': etag },
            expectStatus: 304,
          }),
      });
      return [
        row({
          what: 'GET /api/content (gzip, 200) vs raw node:http',
          value: full.app,
          baseline: full.raw,
          unit: 'req/s',
          goal: '≥ 0.5 ×',
          pass: (r) => r >= 0.5,
        }),
        row({
          what: 'GET /api/content 304 vs raw node:http',
          value: notModified.app,
          baseline: notModified.raw,
          unit: 'req/s',
          goal: '≥ 0.5 ×',
          pass: (r) => r >= 0.5,
        }),
      ];
    } finally {
      await raw.stop();
    }
  } finally {
    await app.stop();
  }
}
