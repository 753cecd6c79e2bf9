/* Inhala service worker: the app shell works offline; the API is always asked live. */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `inhala-shell-${VERSION}`;
const RUNTIME_CACHE = `inhala-runtime-${VERSION}`;
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const LIVE_ONLY = /^\/(api|uploads|ws)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => !key.endsWith(VERSION)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(RUNTIME_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await caches.match(request)) || (fallbackUrl && (await caches.match(fallbackUrl)));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(RUNTIME_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || LIVE_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});

self.addEventListener('error', (event) => {
  self.clients
    .matchAll()
    .then((clients) =>
      clients.forEach((c) => c.postMessage({ type: 'error', message: String(event.message) })),
    );
});
