// GET /api/content (gzip 200 and 304) against a raw node:http server sending the same bytes:
// requests per second, and the server's CPU time per request measured during the same runs.
import { interleaved, median, row } from '../lib/measure.mjs';
import { rateAndCpu } from '../lib/load.mjs';
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
      const cpu = { full: { app: [], raw: [] }, notModified: { app: [], raw: [] } };
      // A rate for `interleaved`, with the server's CPU per request kept aside in `into`.
      const measure = (server, into, options) => async () => {
        const { rate, cpuUs } = await rateAndCpu(server.pid, `${server.url}/api/content`, options);
        into.push(cpuUs);
        return rate;
      };
      const full = await interleaved(3, {
        app: measure(app, cpu.full.app, { headers: gzip }),
        raw: measure(raw, cpu.full.raw, { headers: gzip }),
      });
      const conditional = { headers: { ...gzip, 'If-None-Match': etag }, expectStatus: 304 };
      const notModified = await interleaved(3, {
        app: measure(app, cpu.notModified.app, conditional),
        raw: measure(raw, cpu.notModified.raw, conditional),
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
        row({
          what: 'CPU per GET /api/content (gzip, 200), server vs raw node:http',
          value: median(cpu.full.app),
          baseline: median(cpu.full.raw),
          unit: 'µs',
          goal: 'reported',
          pass: () => true,
        }),
        row({
          what: 'CPU per GET /api/content 304, server vs raw node:http (default logging: a JSON line each)',
          value: median(cpu.notModified.app),
          baseline: median(cpu.notModified.raw),
          unit: 'µs',
          goal: 'reported',
          pass: () => true,
        }),
      ];
    } finally {
      await raw.stop();
    }
  } finally {
    await app.stop();
  }
}
