// jsdom lacks a few Node globals that React Router and our tests use.
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// IndexedDB (fake-indexeddb in the offline queue's tests) clones with structuredClone.
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });
}

/** A minimal fetch Response for component tests (jsdom has no Fetch API). */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  const headers = { get: () => null } as unknown as Headers;
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers,
    text: async () => body,
  } as Response;
}
