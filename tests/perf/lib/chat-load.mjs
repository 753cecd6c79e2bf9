// The chat fan-out load, the same code against the API and against its bare `ws` baseline: many
// real `ws` sockets that note each benchmark message's first arrival, and senders that post
// messages at a steady rate through REST, each carrying its number and its send time.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** Every message's content has this many characters (same payload on both sides). */
export const CONTENT_LENGTH = 200;
const MAX_LATENCY_MS = 120_000;

/** Only ever the local machine. */
export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error(`the chat benchmark only targets 127.0.0.1, not ${host}`);
}

/** `<prefix><number>:<Date.now() at send>:` and filler up to CONTENT_LENGTH characters. */
function contentOf(prefix, index, sentAt) {
  const head = `${prefix}${index}:${sentAt}:`;
  return head + 'respira '.repeat(CONTENT_LENGTH / 8).slice(0, CONTENT_LENGTH - head.length);
}

/** Latencies in 1 ms bins, for exact percentiles at that resolution without keeping every sample. */
class Histogram {
  bins = new Uint32Array(MAX_LATENCY_MS + 1);
  count = 0;

  add(ms) {
    this.bins[Math.min(MAX_LATENCY_MS, Math.max(0, Math.round(ms)))]++;
    this.count++;
  }

  percentile(q) {
    const target = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let ms = 0; ms < this.bins.length; ms++) {
      seen += this.bins[ms];
      if (seen >= target) return ms;
    }
    return Number.NaN;
  }
}

/**
 * `count` sockets, socket i on `wsUrls[i % wsUrls.length]` with `sessions[i % sessions.length]`
 * (in `?sessionId=`), each past `user_connect` (its initial_messages received) before this
 * resolves. `messages` bounds the message numbers; `prefix` marks this run's messages.
 */
export async function connectClients({ wsUrls, sessions, count, messages, prefix, concurrency = 50 }) {
  wsUrls.forEach(assertLoopback);
  const histogram = new Histogram();
  const clients = [];
  const fleet = { clients, histogram, duplicates: 0, lastArrival: 0 };

  const open = (i) =>
    new Promise((resolve, reject) => {
      const url = `${wsUrls[i % wsUrls.length]}?sessionId=${sessions[i % sessions.length]}`;
      const socket = new WebSocket(url, { perMessageDeflate: false });
      const client = { socket, seen: new Uint8Array(messages), delivered: 0, closed: null, errors: 0 };
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`socket ${i}: no initial_messages within 30 s`));
      }, 30_000);
      socket.on('unexpected-response', (_req, res) => {
        clearTimeout(timer);
        reject(new Error(`socket ${i}: upgrade refused with ${res.statusCode}`));
      });
      socket.on('error', (error) => {
        client.errors++;
        clearTimeout(timer);
        reject(error);
      });
      socket.on('open', () =>
        socket.send(JSON.stringify({ event: 'user_connect', data: { lastSeq: null } })),
      );
      socket.on('close', (code) => {
        client.closed = code;
        clearTimeout(timer);
        reject(new Error(`socket ${i}: closed with ${code} before initial_messages`));
      });
      socket.on('message', (data) => {
        const now = Date.now();
        const frame = JSON.parse(data.toString('utf8'));
        if (frame.event === 'new_message') {
          const content = frame.data.content;
          if (!content.startsWith(prefix)) return;
          const colon = content.indexOf(':', prefix.length);
          const index = Number(content.slice(prefix.length, colon));
          if (!(index >= 0 && index < messages)) return;
          if (client.seen[index] === 0) {
            histogram.add(now - Number(content.slice(colon + 1, content.indexOf(':', colon + 1))));
            client.delivered++;
            if (now > fleet.lastArrival) fleet.lastArrival = now;
          } else fleet.duplicates++;
          if (client.seen[index] < 255) client.seen[index]++;
        } else if (frame.event === 'initial_messages') {
          clearTimeout(timer);
          resolve(client);
        }
      });
    });

  let next = 0;
  const worker = async () => {
    while (next < count) clients.push(await open(next++));
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } catch (error) {
    closeClients(fleet);
    throw error;
  }
  return fleet;
}

export function closeClients(fleet) {
  for (const { socket } of fleet.clients) socket.terminate();
}

/**
 * Posts `rate` messages a second for `seconds` (a fixed schedule; each send is not awaited
 * before the next), message i to `postUrls[i % postUrls.length]` as `sessions[i % sessions.length]`.
 * Resolves when every send has been answered (or timed out after 15 s).
 */
export async function sendMessages({ postUrls, sessions, rate, seconds, prefix }) {
  postUrls.forEach(assertLoopback);
  const total = Math.round(rate * seconds);
  const acked = new Uint8Array(total);
  const statuses = {};
  const pending = [];
  const interval = 1000 / rate;
  const firstSentAt = Date.now();
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = Date.now();
    const body = JSON.stringify({
      content: contentOf(prefix, i, sentAt),
      messageType: 'text',
      clientId: randomUUID(),
    });
    pending.push(
      fetch(postUrls[i % postUrls.length], {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sessions[i % sessions.length] },
        body,
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status === 201 || res.status === 200) acked[i] = 1;
        },
        (error) => {
          statuses[error.name] = (statuses[error.name] ?? 0) + 1;
        },
      ),
    );
  }
  const sendSeconds = (Date.now() - firstSentAt) / 1000;
  await Promise.all(pending);
  return { total, acked, ackedCount: acked.reduce((n, a) => n + a, 0), statuses, firstSentAt, sendSeconds };
}

/** Acknowledged messages a client never received. */
function lostBy(client, acked) {
  let lost = 0;
  for (let i = 0; i < acked.length; i++) if (acked[i] && client.seen[i] === 0) lost++;
  return lost;
}

/** Waits until every open socket has every acknowledged message, or `timeoutMs` passes. */
export async function waitForDelivery(fleet, sent, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const done = fleet.clients.every(
      (c) => c.closed !== null || (c.delivered >= sent.ackedCount && lostBy(c, sent.acked) === 0),
    );
    if (done) return true;
    await sleep(100);
  }
  return false;
}

/** The figures of one phase. */
export function summarise(fleet, sent) {
  let delivered = 0;
  let lost = 0;
  const dropped = {};
  for (const client of fleet.clients) {
    delivered += client.delivered;
    lost += lostBy(client, sent.acked);
    if (client.closed !== null) dropped[client.closed] = (dropped[client.closed] ?? 0) + 1;
  }
  const spanSeconds = Math.max(1, fleet.lastArrival - sent.firstSentAt) / 1000;
  return {
    clients: fleet.clients.length,
    sent: sent.total,
    acked: sent.ackedCount,
    statuses: sent.statuses,
    sendRate: sent.total / sent.sendSeconds,
    delivered,
    lost,
    duplicates: fleet.duplicates,
    dropped,
    p50: fleet.histogram.percentile(0.5),
    p99: fleet.histogram.percentile(0.99),
    max: fleet.histogram.percentile(1),
    perSecond: delivered / spanSeconds,
  };
}
