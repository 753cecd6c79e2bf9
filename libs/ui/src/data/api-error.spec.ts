import { ApiError, messageOf } from './api-error';

describe('ApiError', () => {
  it('reads as "{status}: {body}", or the status text when the body is empty', () => {
    expect(new ApiError(409, '{"message":"x"}').message).toBe('409: {"message":"x"}');
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('exposes the server message and error code of a JSON body', () => {
    const error = new ApiError(
      400,
      JSON.stringify({ statusCode: 400, errorCode: 'INVALID_PRICE_ID', message: 'No' }),
    );
    expect(error.serverMessage).toBe('No');
    expect(error.errorCode).toBe('INVALID_PRICE_ID');
    expect(new ApiError(500, 'oops').serverMessage).toBeUndefined();
  });

  it('messageOf prefers the server message and falls back to the screen text', () => {
    expect(messageOf(new ApiError(400, '{"message":"Del servidor"}'), 'Fallback')).toBe('Del servidor');
    expect(messageOf(new ApiError(500, ''), 'Fallback')).toBe('Fallback');
    expect(messageOf(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});
