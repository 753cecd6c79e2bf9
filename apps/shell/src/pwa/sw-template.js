/*
 * Inhala service worker: the app shell works offline. The API is asked live; the reads a person
 * needs offline (issue 18) are also stored on each live answer and served from that copy when
 * the network fails, marked with the time they were stored. Recordings the person downloaded are
 * answered from their stored copy, ranges included, so they play and seek offline.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `inhala-shell-${VERSION}`;
const RUNTIME_CACHE = `inhala-runtime-${VERSION}`;
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const LIVE_ONLY = /^\/(api|uploads|ws)(\/|$)/;
// Same name as libs/ui/src/offline/offline-reads.ts, which empties it on sign-out. Not versioned:
// an app update keeps the person's stored reads.
const READS_CACHE = 'inhala-offline-reads';
const STORED_AT = 'x-inhala-stored-at';
// Same name as libs/ui/src/downloads/downloads-cache.ts, which fills it and empties it on sign-out
// and when the subscription ends. Not versioned either: downloads survive app updates.
const DOWNLOADS_CACHE = 'inhala-downloads';
const UPLOADS = /^\/uploads\//;
// Same names as downloads-cache.ts: when the person's entitlement was last confirmed online.
const DOWNLOADS_VERIFIED_PATH = '/__inhala-downloads-verified';
const DOWNLOADS_VERIFIED_HEADER = 'x-inhala-verified-at';
/*
 * How long downloaded copies play without the entitlement confirmed online: 30 days, the monthly
 * plan's paid period. The app confirms it whenever it reads the subscription live
 * (DownloadsGuard); a subscription may end just after, so on a device kept offline an ended
 * subscription's copies play for at most one more month, and a subscriber without connection
 * for up to a month keeps listening. Past it the file is asked of the network (offline: the
 * player says it needs the connection) until the next confirmation.
 */
const DOWNLOADS_VERIFIED_FOR_MS = 30 * 24 * 60 * 60 * 1000;
const OFFLINE_READS = new RegExp(
  '^/api/(' +
    [
      'content',
      'angel-mondays',
      'plant-images',
      'images/hosts',
      'auth/me',
      'streak',
      'subscription/status',
      'ritual/today',
      'ritual/completed-count',
      'oracle-cards/today',
      'journal/entries',
      'morning-pages',
      'meditations/favorites',
      'meditations/media',
      'practice/stats',
      'practice/intents',
      'practice/for-you',
      // 'Continuar escuchando', and where a downloaded recording's player starts offline.
      'practice/listening',
      'practice/listening/(meditation|angel-monday)/\\d+',
      'challenges',
      'challenges/active',
      'challenges/user-progress',
      'challenges/\\d+/(days|completions)',
      'challenges/\\d+/days/\\d+/sections/\\d+/journal',
      // A downloaded recording's captions and 'Transcripción', so it plays offline with them.
      'meditations/\\d+/(transcript|captions\\.vtt)',
      'angel-mondays/\\d+/(transcript|captions\\.vtt)',
      'challenges/\\d+/days/\\d+/sections/\\d+/(transcript|captions\\.vtt)',
    ].join('|') +
    ')$',
);

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
        Promise.all(
          keys
            .filter((key) => !key.endsWith(VERSION) && key !== READS_CACHE && key !== DOWNLOADS_CACHE)
            .map((key) => caches.delete(key)),
        ),
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

/** One copy per session: another person signing in on this device never sees these. */
function storedReadKey(request) {
  const url = new URL(request.url);
  url.searchParams.set('__session', request.headers.get('x-session-id') || '');
  return url.toString();
}

async function store(key, response) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date().toISOString());
  const copy = new Response(await response.blob(), { status: 200, headers });
  await (await caches.open(READS_CACHE)).put(key, copy);
}

/**
 * A stored "today" (ritual, drawn card) from another day is not today's: never served. Nor is
 * 'Para ti' from another day, chosen for that day's hour and practice.
 */
function servable(url, stored) {
  if (!stored) return false;
  if (!url.pathname.endsWith('/today') && !url.pathname.endsWith('/for-you')) return true;
  const at = stored.headers.get(STORED_AT);
  return Boolean(at) && new Date(at).toDateString() === new Date().toDateString();
}

/** The server unreachable behind a proxy answers these: the stored copy is better. */
const GATEWAY_DOWN = [502, 503, 504];

async function liveThenStored(event) {
  const { request } = event;
  const url = new URL(request.url);
  const key = storedReadKey(request);
  const stored = () => caches.open(READS_CACHE).then((cache) => cache.match(key));
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await stored();
    if (servable(url, copy)) return copy;
    throw error;
  }
  if (GATEWAY_DOWN.includes(response.status)) {
    const copy = await stored();
    if (servable(url, copy)) return copy;
  }
  // Stored beside the answer, not before it: the page never waits for the copy.
  if (response.status === 200) event.waitUntil(store(key, response.clone()));
  return response;
}

// __BYTE_RANGE__

/** Whether the entitlement was confirmed online recently enough to play downloaded copies. */
async function downloadsVerified(cache) {
  const entry = await cache.match(self.location.origin + DOWNLOADS_VERIFIED_PATH);
  const at = Date.parse((entry && entry.headers.get(DOWNLOADS_VERIFIED_HEADER)) || '');
  return Number.isFinite(at) && Date.now() - at <= DOWNLOADS_VERIFIED_FOR_MS;
}

/**
 * An uploaded file: its downloaded copy when there is one and the entitlement is confirmed, as
 * the server would answer (the whole file, one range with 206, or 416), else the network as
 * before. The stored body is a blob on disk: slicing it reads only the part asked for.
 */
async function downloadedOrLive(request) {
  const url = new URL(request.url);
  const cache = await caches.open(DOWNLOADS_CACHE);
  const stored = await cache.match(url.origin + url.pathname, { ignoreVary: true });
  if (!stored || !(await downloadsVerified(cache))) return fetch(request);
  const blob = await stored.blob();
  const answer = rangeAnswerOf(request.headers.get('range'), blob.size);
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', stored.headers.get('Content-Type') || blob.type || 'application/octet-stream');
  if (answer.status === 416) return new Response(null, { status: 416, headers });
  const body = answer.range.type === 'part' ? blob.slice(answer.range.start, answer.range.end + 1) : blob;
  return new Response(body, { status: answer.status, headers });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (OFFLINE_READS.test(url.pathname)) {
    event.respondWith(liveThenStored(event));
    return;
  }
  if (UPLOADS.test(url.pathname)) {
    event.respondWith(downloadedOrLive(request));
    return;
  }
  if (LIVE_ONLY.test(url.pathname)) return;
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
