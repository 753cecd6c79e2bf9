import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { EarlyAnswer } from './early-answers';
import { negotiateEncoding, type Encoding } from '../http/content-encoding';

interface Variant {
  body: Buffer;
  etag: string;
}

interface Asset {
  type: string;
  cacheControl: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Hashed bundles never change; anything else (entry points, manifest, icons) is revalidated. */
const isHashed = (file: string) => /\.[0-9a-f]{8,}\.(js|css)$/.test(file);

const variant = (body: Buffer, encoding: string): Variant => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}-${encoding}"`,
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * A web build read once: each asset with the .br and .gz the build made beside it. Source maps,
 * licence notes and the HTML (which the page handler serves) are left to the disk.
 */
export function loadStaticAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(root)) return assets;
  for (const file of files(root)) {
    const ext = extname(file);
    const type = TYPES[ext];
    if (!type) continue;
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
    const br = read('.br');
    const gzip = read('.gz');
    assets.set(`/${relative(root, file).split(sep).join('/')}`, {
      type,
      cacheControl: isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      identity: variant(readFileSync(file), 'identity'),
      ...(br && { br: variant(br, 'br') }),
      ...(gzip && { gzip: variant(gzip, 'gzip') }),
    });
  }
  return assets;
}

/** br, then gzip, then the plain bytes: whichever the client accepts and the build made. */
function choose(
  asset: Asset,
  acceptEncoding: string | undefined,
): { variant: Variant; encoding: Encoding | null } {
  const available = (['br', 'gzip'] as const).filter((name) => asset[name]);
  const encoding = negotiateEncoding(acceptEncoding, available);
  return { variant: (encoding && asset[encoding]) || asset.identity, encoding };
}

/** The web build's files held in memory, each set under the URL prefix it is served at. */
export type AssetMounts = ReadonlyArray<readonly [prefix: string, assets: Map<string, Asset>]>;

function find(mounts: AssetMounts, path: string): Asset | undefined {
  for (const [prefix, assets] of mounts) {
    if (prefix && !path.startsWith(`${prefix}/`)) continue;
    const asset = assets.get(prefix ? path.slice(prefix.length) : path);
    if (asset) return asset;
  }
  return undefined;
}

/**
 * Serves the assets from memory, compressed once at build time, in front of Express and Nest
 * (early-answers.ts): no file lookup, no compression and no middleware per request, only the
 * security headers every response carries (`headers`). Anything it does not hold, including
 * every /api path, goes on to the framework.
 */
export function answerFromMemory(mounts: AssetMounts, headers: OutgoingHttpHeaders): EarlyAnswer {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.startsWith('/api/')) return false;
    const asset = find(mounts, path);
    if (!asset) return false;
    const { variant: chosen, encoding } = choose(asset, req.headers['accept-encoding']);
    const answer: OutgoingHttpHeaders = {
      ...headers,
      'Content-Type': asset.type,
      'Cache-Control': asset.cacheControl,
      ETag: chosen.etag,
      Vary: 'Accept-Encoding',
    };
    if (encoding) answer['Content-Encoding'] = encoding;
    if (req.headers['if-none-match'] === chosen.etag) {
      res.writeHead(304, answer).end();
      return true;
    }
    answer['Content-Length'] = chosen.body.length;
    res.writeHead(200, answer);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
    return true;
  };
}
