import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@inhala/domain';

let registered: Promise<void> | null = null;

/** Reads /remotes.json once and registers every remote; `force` re-registers after a failure. */
function ensureRemotes(force = false): Promise<void> {
  if (!registered || force) {
    registered = fetch('/remotes.json', { cache: 'no-cache' })
      .then((res) => {
        if (!res.ok) throw new Error(`Network error: /remotes.json ${res.status}`);
        return res.json() as Promise<RemotesManifest>;
      })
      .then((manifest) => {
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

/** Loads `remote/Module` at run time; a failure surfaces as a ChunkLoadError for the boundary. */
export async function loadRemoteModule<T>(id: string, retry = false): Promise<T> {
  await ensureRemotes(retry);
  const loaded = await loadRemote<T>(id);
  if (!loaded) {
    const error = new Error(`No se pudo cargar ${id}`);
    error.name = 'ChunkLoadError';
    throw error;
  }
  return loaded;
}
