// Serves one built remote on its own origin, for a shell on another origin to load
// (README: "Deploying the admin remote elsewhere"):
//
//   node tools/web/serve-remote.mjs dist/apps/mfe-admin --port 4000 --allow-origin https://inhala.example
//
// The shell's page loads the remote's files with <script> and <link> tags, in CORS mode when they
// come from another origin (tools/webpack/web-config.js, apps/shell/src/remotes/load-remote.ts),
// so this server allows exactly the shell's origin(s) and no other. Like the API, it answers the
// .br or .gz the build made (tools/web/precompress.mjs), keeps hashed files for a year and has
// every other file (remoteEntry.js) revalidated. Plain Node, nothing to install.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

function fail(message) {
  process.stderr.write(`serve-remote: ${message}\n`);
  process.exit(1);
}

/** An origin as browsers send it in the Origin header: scheme, host and port, nothing more. */
function readOrigin(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    fail(`--allow-origin "${raw}" is not a URL`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
    fail(`--allow-origin "${raw}" must be an origin such as https://inhala.example (no path)`);
  return url.origin;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});
const root = resolve(positionals[0] ?? process.env.REMOTE_DIR ?? 'dist/apps/mfe-admin');
if (!existsSync(join(root, 'remoteEntry.js')))
  fail(`${root} holds no remoteEntry.js: build the remote first`);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a port number');
const allowed = new Set(
  [...values['allow-origin'], ...(process.env.ALLOW_ORIGIN ?? '').split(',')]
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(readOrigin),
);
if (allowed.size === 0) fail("--allow-origin is required: the shell's origin, e.g. https://inhala.example");

/** The file under root a URL path names, or null (outside root, a folder, a dotfile, missing). */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Whether an Accept-Encoding header takes `name` (listed, and not with q=0). */
function accepts(header, name) {
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (coding.toLowerCase() !== name) return false;
    const q = params.find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** br, then gzip, then the plain bytes: whichever the client accepts and the build made. */
function variantFor(file, acceptEncoding = '') {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepts(acceptEncoding, encoding) && existsSync(file + suffix))
      return { path: file + suffix, encoding };
  }
  return { path: file, encoding: null };
}

const server = createServer((req, res) => {
  const origin = req.headers.origin;
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    // Meant to be embedded by the shell's page on another origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    Vary: 'Origin, Accept-Encoding',
  };
  if (origin && allowed.has(origin)) headers['Access-Control-Allow-Origin'] = origin;

  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://remote').pathname;
  const file = fileFor(pathname);
  if (!file) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const { path, encoding } = variantFor(file, req.headers['accept-encoding']);
  const stat = statSync(path);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}-${encoding ?? 'identity'}"`;
  Object.assign(headers, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
  });
  if (encoding) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
});

server.listen(port, values.host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(
    `serve-remote: ${root} at http://${values.host}:${shown}/remoteEntry.js for ${[...allowed].join(', ')}\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
