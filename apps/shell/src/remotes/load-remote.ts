import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@inhala/domain';

let registered: Promise<void> | null = null;

/**
 * A remote served from another origin (REMOTE_<NAME>_URL) has its remoteEntry.js requested in
 * CORS mode, like the chunks and stylesheets its own runtime loads (tools/webpack/web-config.js):
 * its errors reach the page's handlers in full, and a server that does not allow this origin
 * fails at the first file rather than half way. A same-origin entry loads as before.
 */
export const crossOriginEntries: ModuleFederationRuntimePlugin = {
  name: 'inhala-cross-origin-entries',
  createScript({ url }) {
    if (new URL(url, window.location.href).origin === window.location.origin) return undefined;
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    return script;
  },
};

/** The manifest the server wrote into index.html (apps/api/src/platform/web/index-page.ts). */
function manifestInPage(): RemotesManifest | null {
  const text = document.getElementById('remotes-manifest')?.textContent;
  try {
    return text ? (JSON.parse(text) as RemotesManifest) : null;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Network error: /remotes.json ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

/**
 * Registers every remote once, from the manifest in the page (or /remotes.json where the page
 * has none); `force` re-registers from /remotes.json after a failure, in case a remote moved.
 */
function ensureRemotes(force = false): Promise<void> {
  if (!registered || force) {
    const inPage = force ? null : manifestInPage();
    registered = (inPage ? Promise.resolve(inPage) : fetchManifest())
      .then((manifest) => {
        registerPlugins([crossOriginEntries]);
        registerRemotes(
          Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
          { force },
        );
      })
      .catch((error: unknown) => {
        registered = null;
        throw error;
      });
  }
  return registered;
}

/**
 * Loads `remote/Module` at run time. Any failure (manifest, entry script, chunk) surfaces as a
 * ChunkLoadError, which the page's error boundary shows and logs as critical (01 §8).
 */
export async function loadRemoteModule<T>(id: string, retry = false): Promise<T> {
  let loaded: T | null;
  try {
    await ensureRemotes(retry);
    loaded = await loadRemote<T>(id);
  } catch (cause) {
    throw chunkLoadError(
      `No se pudo cargar ${id}: ${cause instanceof Error ? cause.message : String(cause)}`,
      cause,
    );
  }
  if (!loaded) throw chunkLoadError(`No se pudo cargar ${id}`);
  return loaded;
}

function chunkLoadError(message: string, cause?: unknown): Error {
  const error = new Error(message, { cause });
  error.name = 'ChunkLoadError';
  return error;
}
