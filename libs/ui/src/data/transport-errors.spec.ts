import { fakeResponse } from '../../../../tools/test/polyfills';
import { ApiError } from './api-error';
import { errorLogger } from './error-logger';
import { apiRequest } from './transport';

/** Failed calls reach the error logger (01 §8); network failures are the critical ones. */
describe('transport error logging', () => {
  beforeEach(() => window.localStorage.clear());

  it('should log every non-OK answer with its call, in memory only', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(500, 'Algo salió mal en el servidor'));
    await expect(apiRequest('POST', '/api/morning-pages', { content: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(errorLogger.errors().at(-1)).toMatchObject({
      message: 'ApiError: 500: Algo salió mal en el servidor',
      context: 'POST /api/morning-pages',
    });
    expect(errorLogger.critical()).toEqual([]);
  });

  it("should log a failed fetch as 'Network error' and keep it as critical", async () => {
    const offline = new TypeError('Failed to fetch');
    global.fetch = jest.fn().mockRejectedValue(offline);
    await expect(apiRequest('GET', '/api/ritual/today')).rejects.toMatchObject({
      name: 'NetworkError',
      cause: offline,
    });
    const expected = {
      message: 'Network error: TypeError: Failed to fetch',
      context: 'GET /api/ritual/today',
    };
    expect(errorLogger.errors().at(-1)).toMatchObject(expected);
    expect(errorLogger.critical()).toEqual([expect.objectContaining(expected)]);
  });
});
