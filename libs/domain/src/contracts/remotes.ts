/** Where each micro-frontend lives, served at /remotes.json and read by the shell at run time. */
export const REMOTE_NAMES = ['practice', 'community', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesManifest = Record<RemoteName, string>;
