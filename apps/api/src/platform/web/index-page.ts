import { existsSync, readFileSync } from 'node:fs';
import type { RemotesManifest } from '@inhala/domain';

/** The id of the data block that carries the remote manifest inside index.html. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';

/**
 * index.html as every page route answers it, with the remote manifest written into it: the
 * shell finds where each remote lives without asking /remotes.json first (one round trip less
 * before a remote page can load). A JSON data block is not a script the CSP has to allow.
 * Read once; null while the web build is missing.
 */
export function indexPage(file: string, manifest: RemotesManifest): () => Buffer | null {
  let page: Buffer | null = null;
  return () => {
    if (page || !existsSync(file)) return page;
    // '<' escaped so no manifest value can close the block.
    const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
    const block = `<script id="${REMOTES_MANIFEST_ELEMENT_ID}" type="application/json">${json}</script>`;
    page = Buffer.from(readFileSync(file, 'utf8').replace('</head>', `${block}</head>`));
    return page;
  };
}
