import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearSession } from '../session/session-storage';
import { OFFLINE_READS_CACHE, keepStorageWhenInstalled } from './offline-reads';

describe('stored reads and persistent storage (issue 18)', () => {
  const persist = jest.fn(async () => true);
  const standalone = (matches: boolean) =>
    jest.fn(() => ({ matches }) as MediaQueryList) as unknown as typeof window.matchMedia;

  beforeEach(() => {
    persist.mockClear();
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
  });

  it('asks for persistent storage once the app is installed, not in a browser tab', () => {
    window.matchMedia = standalone(false);
    const stop = keepStorageWhenInstalled();
    expect(persist).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('appinstalled'));
    expect(persist).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('appinstalled'));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('asks at start when it runs installed (standalone)', () => {
    window.matchMedia = standalone(true);
    keepStorageWhenInstalled()();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("empties the worker's stored reads when the person signs out", () => {
    const remove = jest.fn(async () => true);
    Object.assign(globalThis, { caches: { delete: remove } });
    clearSession();
    expect(remove).toHaveBeenCalledWith(OFFLINE_READS_CACHE);
  });

  it('names the same cache as the service worker that fills it', () => {
    const worker = readFileSync(join(__dirname, '../../../../apps/shell/src/pwa/sw-template.js'), 'utf8');
    expect(worker).toContain(`const READS_CACHE = '${OFFLINE_READS_CACHE}';`);
  });
});
