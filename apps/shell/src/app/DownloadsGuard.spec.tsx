import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { installFakeCaches, type FakeCacheStorage } from '../../../../tools/test/fake-caches';
import { installFakeFetchStream } from '../../../../tools/test/fake-fetch-stream';
import {
  DOWNLOADS_CACHE,
  DOWNLOADS_VERIFIED_HEADER,
  DOWNLOADS_VERIFIED_PATH,
  DownloadsGuard,
  STORED_AT_HEADER,
  refreshDownloads,
  resetNetworkStatusForTests,
  subscriptionStatusQuery,
} from '@inhala/ui';
import { ANA, renderWithShell, signedInAs } from '../test-utils';

const LEAD = { ...ANA, role: 'lead' as const };
const FILE = `${window.location.origin}/uploads/a.mp3`;
const VERIFIED = `${window.location.origin}${DOWNLOADS_VERIFIED_PATH}`;
const status = (hasActiveSubscription: boolean) => ({
  hasActiveSubscription,
  subscriptionStatus: hasActiveSubscription ? 'active' : 'canceled',
  subscriptionPlan: 'monthly',
  trialEndsAt: null,
  subscriptionEndsAt: '2026-11-01T00:00:00Z',
  role: 'lead',
});

/** Says when the status query has settled (answered, or failed after its retries). */
function StatusSettled() {
  const query = useQuery(subscriptionStatusQuery(true));
  return query.isFetching || query.isPending ? null : <p>Estado: {query.status}</p>;
}

describe('downloads end with the subscription (issue 30)', () => {
  let storage: FakeCacheStorage;

  beforeEach(async () => {
    window.localStorage.clear();
    signedInAs(LEAD);
    installFakeFetchStream();
    resetNetworkStatusForTests();
    storage = installFakeCaches();
    (await storage.open(DOWNLOADS_CACHE)).seed(FILE, {}, 10);
    await act(() => refreshDownloads());
  });

  afterEach(() => jest.useRealTimers());

  function answering(answer: () => Promise<Response>) {
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/subscription/status') ? answer() : fakeResponse(404, ''),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  const stored = async (url: string) => (await storage.open(DOWNLOADS_CACHE)).match(url);

  it('should remove the downloads when the server says the subscription ended', async () => {
    answering(async () => fakeResponse(200, JSON.stringify(status(false))));
    renderWithShell(<DownloadsGuard />);
    await waitFor(async () => expect(await storage.has(DOWNLOADS_CACHE)).toBe(false));
  });

  it('should keep them for a subscriber, and note that the server confirmed it', async () => {
    answering(async () => fakeResponse(200, JSON.stringify(status(true))));
    const before = Date.now();
    renderWithShell(
      <>
        <DownloadsGuard />
        <StatusSettled />
      </>,
    );
    await screen.findByText('Estado: success');
    await waitFor(async () => expect(await stored(VERIFIED)).toBeDefined());
    await act(async () => undefined);
    expect(await stored(FILE)).toBeDefined();
    const at = Date.parse((await stored(VERIFIED))?.headers.get(DOWNLOADS_VERIFIED_HEADER) ?? '');
    expect(at).toBeGreaterThanOrEqual(before);
  });

  it("should not count the worker's stored copy of the status as a confirmation", async () => {
    answering(async () => ({
      ...fakeResponse(200, JSON.stringify(status(true))),
      headers: {
        get: (name: string) => (name === STORED_AT_HEADER ? '2026-10-01T10:00:00.000Z' : null),
      } as unknown as Headers,
    }));
    renderWithShell(
      <>
        <DownloadsGuard />
        <StatusSettled />
      </>,
    );
    await screen.findByText('Estado: success');
    await act(async () => undefined);
    expect(await stored(FILE)).toBeDefined();
    expect(await stored(VERIFIED)).toBeUndefined();
  });

  it('should keep them when the status cannot be read (offline, nothing stored)', async () => {
    jest.useFakeTimers();
    answering(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithShell(
      <>
        <DownloadsGuard />
        <StatusSettled />
      </>,
    );
    // The read and its retries (1 s, then 2 s apart) all fail.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Estado: error')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await stored(FILE)).toBeDefined();
    expect(await stored(VERIFIED)).toBeUndefined();
  });
});
