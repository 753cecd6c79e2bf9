/**
 * The image proxy's sizes (01 §7, 02 §7): the client asks only for these, and the server renders
 * nothing else, so nobody can make it render (and store) arbitrary variants.
 */
export const IMAGE_CONTEXTS = {
  'home-card': { w: 400, h: 300, q: 85 },
  'category-card': { w: 350, h: 250, q: 85 },
  'meditation-thumbnail': { w: 300, h: 200, q: 80 },
  'meditation-player': { w: 800, h: 600, q: 90 },
  'oracle-card': { w: 400, h: 600, q: 85 },
  'challenge-card': { w: 400, h: 300, q: 85 },
  'profile-avatar': { w: 150, h: 150, q: 90 },
  // The lock screen's artwork (Media Session): the system picks the size it shows.
  'media-artwork-96': { w: 96, h: 96, q: 85 },
  'media-artwork-256': { w: 256, h: 256, q: 85 },
  'media-artwork-512': { w: 512, h: 512, q: 85 },
} as const;
export type ImageContext = keyof typeof IMAGE_CONTEXTS;

/** The only format the app asks for; the spec's default. */
export const IMAGE_PROXY_FORMATS = ['webp'] as const;
export type ImageProxyFormat = (typeof IMAGE_PROXY_FORMATS)[number];

/** What a request without w, h, q or f gets (01 §7). */
export const IMAGE_DEFAULTS = { w: 800, h: 600, q: 80, f: 'webp' } as const satisfies {
  w: number;
  h: number;
  q: number;
  f: ImageProxyFormat;
};

export interface ImageVariant {
  w: number;
  h: number;
  q: number;
  f: ImageProxyFormat;
}

/** A size (with its quality) of one of the contexts, or the default one. */
export function isAllowedImageSize(size: { w: number; h: number; q: number }): boolean {
  return [...Object.values(IMAGE_CONTEXTS), IMAGE_DEFAULTS].some(
    (allowed) => allowed.w === size.w && allowed.h === size.h && allowed.q === size.q,
  );
}

export function isImageProxyFormat(format: string): format is ImageProxyFormat {
  return (IMAGE_PROXY_FORMATS as readonly string[]).includes(format);
}

/** A host name or an IPv4 address, then at most one port (IMAGE_PROXY_HOSTS names no IPv6 host). */
const AUTHORITY = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

/**
 * Whether the proxy optimises this URL: an absolute http(s) address on one of the storage hosts
 * (IMAGE_PROXY_HOSTS, as `host` or `host:port`). Anything else is not the proxy's: the client
 * uses it as it is and the server refuses it.
 */
export function isProxiedImageUrl(url: string, hosts: readonly string[]): boolean {
  const match = /^(https?):\/\/([^/?#\\]*)/i.exec(url);
  const scheme = match?.[1]?.toLowerCase();
  const authority = match?.[2]?.toLowerCase();
  // One host and at most one port: `host:port:80` is no address (a URL parser refuses it).
  if (!scheme || !authority || !AUTHORITY.test(authority)) return false;
  const defaultPort = scheme === 'https' ? ':443' : ':80';
  const host = authority.endsWith(defaultPort) ? authority.slice(0, -defaultPort.length) : authority;
  return hosts.includes(host);
}

/** The proxy address of a storage image at a context's size. */
export function imageProxyPath(url: string, context: ImageContext): string {
  const { w, h, q } = IMAGE_CONTEXTS[context];
  return `/api/images/proxy?url=${encodeURIComponent(url)}&w=${w}&h=${h}&q=${q}&f=${IMAGE_DEFAULTS.f}`;
}
