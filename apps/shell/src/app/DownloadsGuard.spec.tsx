import { act, waitFor } from '@testing-library/react';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { installFakeCaches, type FakeCacheStorage } from '../../../../tools/test/fake-caches';
import { DOWNLOADS_CACHE, DownloadsGuard, refreshDownloads } from '@inhala/ui';
import { ANA, renderWithShell, signedInAs } from '../test-utils';

const LEAD = { ...ANA, role: 'lead' as const };
const status = (hasActiveSubscription: boolean) => ({
  hasActiveSubscription,
  subscriptionStatus: hasActiveSubscription ? 'active' : 'canceled',
  subscriptionPlan: 'monthly',
  trialEndsAt: null,
  subscriptionEndsAt: '2026-11-01T00:00:00Z',
  role: 'lead',
});

describe('downloads end with the subscription (issue 30)', () => {
  let storage: FakeCacheStorage;

  beforeEach(async () => {
    window.localStorage.clear();
    signedInAs(LEAD);
    storage = installFakeCaches();
    (await storage.open(DOWNLOADS_CACHE)).seed(`${window.location.origin}/uploads/a.mp3`, {}, 10);
    await act(() => refreshDownloads());
  });

  function answering(answer: () => Promise<Response>) {
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/subscription/status') ? answer() : fakeResponse(404, ''),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('should remove the downloads when the server says the subscription ended', async () => {
    answering(async () => fakeResponse(200, JSON.stringify(status(false))));
    renderWithShell(<DownloadsGuard />);
    await waitFor(async () => expect(await storage.has(DOWNLOADS_CACHE)).toBe(false));
  });

  it('should keep them for a subscriber', async () => {
    const fetchMock = answering(async () => fakeResponse(200, JSON.stringify(status(true))));
    renderWithShell(<DownloadsGuard />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(true);
  });

  it('should keep them when the status cannot be read (offline, nothing stored)', async () => {
    const fetchMock = answering(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithShell(<DownloadsGuard />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(true);
  });
});
