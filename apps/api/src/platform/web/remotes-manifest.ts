import type { RemotesManifest } from '@inhala/domain';
import type { AppConfig } from '../config/app-config';

/** Where the shell finds each remote's entry; REMOTE_<NAME>_URL moves one elsewhere. */
export function remotesManifest(config: Pick<AppConfig, 'remoteUrls'>): RemotesManifest {
  const entry = (base: string) => `${base}/remoteEntry.js`;
  return {
    practice: entry(config.remoteUrls.practice),
    community: entry(config.remoteUrls.community),
    admin: entry(config.remoteUrls.admin),
  };
}

/** Origins other than our own that serve remotes: the CSP must allow their scripts. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  return Object.values(config.remoteUrls).flatMap((url) =>
    /^https?:\/\//.test(url) ? [new URL(url).origin] : [],
  );
}
