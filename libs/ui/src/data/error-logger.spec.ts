import { ErrorLogger } from './error-logger';

describe('ErrorLogger', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last 50 errors in memory', () => {
    const logger = new ErrorLogger();
    for (let i = 0; i < 60; i += 1) logger.log(new Error(`e${i}`));
    expect(logger.errors()).toHaveLength(50);
    expect(logger.errors()[0]?.message).toBe('e10');
  });

  it('stores only critical errors, at most 10', () => {
    const logger = new ErrorLogger();
    logger.log(new Error('harmless'));
    for (let i = 0; i < 12; i += 1) logger.log(new Error(`Network error ${i}`));
    const stored = logger.critical();
    expect(stored).toHaveLength(10);
    expect(stored.every((entry) => entry.message.startsWith('Network error'))).toBe(true);
    expect(stored[9]?.message).toBe('Network error 11');
  });
});

describe('ErrorLogger.logCritical', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens the message with the kind of critical failure and stores it', () => {
    const logger = new ErrorLogger();
    logger.logCritical('failedConversion', new Error('409: Ya existe'), 'registration');
    logger.logCritical('authenticationFailed', 'sin respuesta');
    expect(logger.critical().map(({ message, context }) => ({ message, context }))).toEqual([
      { message: 'failed conversion: 409: Ya existe', context: 'registration' },
      { message: 'Authentication failed: sin respuesta', context: '' },
    ]);
  });
});
