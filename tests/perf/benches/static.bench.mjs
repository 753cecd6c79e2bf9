// A hashed JavaScript chunk with brotli, against a raw node:http server sending the same bytes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { requestRate } from '../lib/load.mjs';
import { interleaved, row } from '../lib/measure.mjs';
import { rawServer } from '../lib/raw-server.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Static assets: hashed chunk (brotli) against a raw server';

const ROOT = new URL('../../../', import.meta.url).pathname;

export async function run() {
  const shell = join(ROOT, 'dist/apps/shell');
  const chunk = readdirSync(shell)
    .filter((f) => /\.[0-9a-f]{8,}\.js$/.test(f))
    .sort()[0];
  if (!chunk) throw new Error('no hashed chunk in dist/apps/shell: run npm run build');
  const app = await startServer();
  const plain = Buffer.from(
    await (await fetch(`${app.url}/${chunk}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
  );
  const raw = await rawServer({
    body: brotliCompressSync(plain),
    headers: {
      'Content-Type': 'application/javascript; charset=UTF-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
  try {
    const headers = { 'Accept-Encoding': 'br' };
    const rates = await interleaved(3, {
      app: () => requestRate(`${app.url}/${chunk}`, { headers }),
      raw: () => requestRate(`${raw.url}/${chunk}`, { headers }),
    });
    return [
      row({
        what: `GET /${chunk} (brotli) vs raw node:http`,
        value: rates.app,
        baseline: rates.raw,
        unit: 'req/s',
        goal: '≥ 0.5 ×',
        pass: (r) => r >= 0.5,
      }),
    ];
  } finally {
    await raw.stop();
    await app.stop();
  }
}
