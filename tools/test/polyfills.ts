// jsdom lacks a few Node globals that React Router and our tests use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/** A minimal fetch Response for component tests (jsdom has no Fetch API). */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}
