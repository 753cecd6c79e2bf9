import { extname, join } from 'node:path';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import type { AppConfig } from '../config/app-config';
import { indexPage } from './index-page';
import { remotesManifest } from './remotes-manifest';
import { loadStaticAssets, type AssetMounts } from './static-assets';

const REMOTE_FOLDERS = { practice: 'mfe-practice', community: 'mfe-community', admin: 'mfe-admin' } as const;

/** Hashed bundles never change; entry points and HTML must always be revalidated. */
function cacheHeaders(res: Response, path: string): void {
  if (path.endsWith('.webmanifest')) res.setHeader('Content-Type', 'application/manifest+json');
  if (/\.[0-9a-f]{8,}\.(js|css)$/.test(path))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Upload types by the extension the server gave them (from the file's content: media's
 * FILE_TYPES). '.webm' is a video; a WebM audio is stored as '.weba' (chat notes stored as
 * '.webm' before videos existed still play: media elements read the container themselves).
 */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.weba': 'audio/webm',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** What an upload's path may look like: one plain name with a known extension, nothing else. */
const UPLOAD_PATH = /^\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[a-z0-9]+)$/;

/**
 * Uploaded files never change (the server names each one anew), are never sniffed into
 * something else, and cannot run script even when opened on their own.
 */
function uploadHeaders(res: Response, path: string): void {
  res.setHeader('Content-Type', UPLOAD_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * /uploads/<name>: the files of DATA_DIR/uploads with Range (206 with Content-Range; 416 for a
 * range past the end) for seekable audio and video. Anything that is not one plain stored name
 * (a folder, a dotfile or half-written '.part', '..', an encoded slash, an unknown extension) and
 * any missing file is a JSON 404 from the error filter, never a 403 or a 500.
 */
function serveUploads(app: Express, dir: string): void {
  const files = express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    setHeaders: uploadHeaders,
  });
  app.use('/uploads', (req: Request, res: Response, next: NextFunction) => {
    const extension = UPLOAD_PATH.exec(req.path)?.[1];
    if (!extension || !Object.hasOwn(UPLOAD_TYPES, extension))
      return next(Object.assign(new Error('upload not found'), { status: 404 }));
    files(req, res, next);
  });
}

/**
 * Serves the production build: shell at /, remotes under /remotes/<name>/ (their assets from
 * memory, compressed once at build time), uploads under
 * /uploads/, the remote manifest at /remotes.json, and index.html for every other page route
 * so deep links work. API and docs routes are left to Nest.
 */
export function serveWeb(app: Express, config: AppConfig): AssetMounts {
  const mounts: Array<AssetMounts[number]> = [];
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotesManifest(config));
  });
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const dir = join(config.webRoot, folder);
    mounts.push([`/remotes/${name}`, loadStaticAssets(dir)]);
    // From disk: only what the build held in memory does not cover (maps, licences).
    app.use(`/remotes/${name}`, express.static(dir, { index: false, setHeaders: cacheHeaders }));
  }
  serveUploads(app, join(config.dataDir, 'uploads'));

  const shellDir = join(config.webRoot, 'shell');
  const page = indexPage(join(shellDir, 'index.html'), remotesManifest(config));
  // The API's own paths skip the files: a miss in memory, never a failed lookup on disk.
  const shellFiles = express.static(shellDir, { index: false, setHeaders: cacheHeaders });
  mounts.push(['', loadStaticAssets(shellDir)]);
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/api/') ? next() : shellFiles(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      req.method === 'GET' &&
      !/^\/(api|remotes|uploads|ws)(\/|$)/.test(req.path) &&
      !/\.[a-z0-9]+$/i.test(req.path);
    if (!isPage) return next();
    const html = page();
    if (!html) {
      res.status(503).type('text/plain').send('La aplicación web no está compilada. Ejecuta npm start.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return mounts;
}
