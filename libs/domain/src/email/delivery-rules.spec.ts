import { MAX_SEND_ATTEMPTS, campaignRates, classifySendFailure, retryDelaySeconds } from './delivery-rules';

describe('classifySendFailure', () => {
  it.each([
    [{ responseCode: 421 }, 'retry'],
    [{ responseCode: 451, command: 'RCPT TO' }, 'retry'],
    [{ responseCode: 452, command: 'DATA' }, 'retry'],
    [{ responseCode: 550, command: 'RCPT TO' }, 'bounced'],
    [{ responseCode: 551, command: 'RCPT TO' }, 'bounced'],
    [{ responseCode: 553, command: 'RCPT TO' }, 'bounced'],
    [{ responseCode: 552, command: 'RCPT TO' }, 'failed'],
    // The relay refusing us (sender, credentials) is never the person's bounce.
    [{ responseCode: 553, command: 'MAIL FROM' }, 'retry'],
    [{ responseCode: 550, command: 'MAIL FROM' }, 'retry'],
    [{ responseCode: 535, command: 'AUTH PLAIN', code: 'EAUTH' }, 'retry'],
    // Content refused at DATA: that mail fails, the address stays.
    [{ responseCode: 550, command: 'DATA' }, 'failed'],
    [{ responseCode: 554, command: 'DATA' }, 'failed'],
    [{ responseCode: 550 }, 'failed'],
    [{ code: 'EENVELOPE' }, 'failed'],
    [{ code: 'ECONNECTION' }, 'retry'],
    [{ code: 'ETIMEDOUT' }, 'retry'],
    [{ code: 'EMESSAGE' }, 'failed'],
    [{}, 'failed'],
  ])('should treat %j as %s', (failure, kind) => {
    expect(classifySendFailure(failure)).toBe(kind);
  });
});

describe('retryDelaySeconds', () => {
  it('should double the wait after each failed try and stop after the fifth', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 60))).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(MAX_SEND_ATTEMPTS, 60)).toBeNull();
  });
});

describe('campaignRates', () => {
  it('should give delivery over recipients and opens over deliveries, in percent', () => {
    expect(campaignRates({ recipients: 200, delivered: 190, opened: 57 })).toEqual({
      deliveryRate: 95,
      openRate: 30,
    });
  });

  it('should answer 0 rather than dividing by nothing', () => {
    expect(campaignRates({ recipients: 0, delivered: 0, opened: 0 })).toEqual({
      deliveryRate: 0,
      openRate: 0,
    });
  });
});
