// The baseline of the request-rate rows: a bare node:http server sending the same bytes, in a
// process of its own like the server under test (in the bench's process it would share a core's
// event loop with autocannon, and look slower than it is).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVE = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const [bodyFile, headersJson, etag] = process.argv.slice(1);
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson);
const server = createServer((req, res) => {
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag });
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Length': body.length, ...(etag ? { ETag: etag } : {}), ...headers });
  res.end(body);
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

/** Serves `body` with `headers` on every request (304 when If-None-Match matches `etag`). */
export async function rawServer({ body, headers = {}, etag = '' }) {
  const dir = mkdtempSync(join(tmpdir(), 'inhala-raw-'));
  writeFileSync(join(dir, 'body'), body);
  const child = spawn(process.execPath, ['-e', SERVE, join(dir, 'body'), JSON.stringify(headers), etag], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    void exited.then((code) => reject(new Error(`the raw server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
