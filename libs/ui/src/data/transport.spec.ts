import { fakeResponse } from '../../../../tools/test/polyfills';
import { ApiError } from './api-error';
import { apiRequest, getJson } from './transport';

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
});
