import { fakeResponse } from '../../../../tools/test/polyfills';
import { ApiError } from './api-error';
import { errorLogger } from './error-logger';
import { apiRequest, getJson, getText } from './transport';

describe('transport', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the session id, includes cookies and sets JSON only with a body', async () => {
    window.localStorage.setItem('sessionId', 'abc');
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, '{"ok":true}'));
    global.fetch = fetchMock;

    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [, withBody] = fetchMock.mock.calls[0];
    expect(withBody.headers['x-session-id']).toBe('abc');
    expect(withBody.headers['Content-Type']).toBe('application/json');
    expect(withBody.credentials).toBe('include');
    expect(withBody.body).toBe('{"a":1}');

    await apiRequest('GET', '/api/y');
    expect(fetchMock.mock.calls[1][1].headers['Content-Type']).toBeUndefined();
  });

  it('turns a non-OK answer into ApiError', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(403, 'Prohibido'));
    await expect(apiRequest('GET', '/api/z')).rejects.toMatchObject({
      status: 403,
      message: '403: Prohibido',
    });
  });

  it('a 401 on a default read yields null; other failures still throw', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(401, '{}'));
    await expect(getJson('/api/me')).resolves.toBeNull();
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(500, 'x'));
    await expect(getJson('/api/me')).rejects.toBeInstanceOf(ApiError);
  });

  it('reads text (a WebVTT file) with the session, as it comes; a 401 yields null, other failures are logged and thrown', async () => {
    window.localStorage.setItem('sessionId', 'abc');
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHola';
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, vtt));
    global.fetch = fetchMock;
    await expect(getText('/api/meditations/4/captions.vtt', 'text/vtt')).resolves.toBe(vtt);
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers).toEqual({ Accept: 'text/vtt', 'x-session-id': 'abc' });
    expect(init.credentials).toBe('include');

    global.fetch = jest.fn().mockResolvedValue(fakeResponse(401, '{}'));
    await expect(getText('/api/meditations/4/captions.vtt')).resolves.toBeNull();
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(404, 'No'));
    await expect(getText('/api/meditations/5/captions.vtt')).rejects.toMatchObject({ status: 404 });
    expect(errorLogger.errors().at(-1)).toMatchObject({ context: 'GET /api/meditations/5/captions.vtt' });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getText('/api/meditations/6/captions.vtt')).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
