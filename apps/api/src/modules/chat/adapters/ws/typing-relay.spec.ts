import { TypingRelay } from './typing-relay';

describe('TypingRelay', () => {
  let now = 0;
  let sent: string[];
  let relay: TypingRelay;

  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
    sent = [];
    relay = new TypingRelay(
      2000,
      (userId, typing) => sent.push(typing ? `start ${userId} ${typing.firstName}` : `stop ${userId}`),
      () => now,
    );
  });
  afterEach(() => {
    relay.clear();
    jest.useRealTimers();
  });

  const advance = (ms: number) => {
    now += ms;
    jest.advanceTimersByTime(ms);
  };

  it('should let one start and one stop through however fast a person toggles', () => {
    for (let i = 0; i < 80; i += 1) {
      relay.start('u1', 'Noa');
      relay.stop('u1');
      advance(5);
    }
    expect(sent).toEqual(['start u1 Noa', 'stop u1']);
    advance(5000);
    expect(sent).toEqual(['start u1 Noa', 'stop u1']);
  });

  it('should hold a start that comes too soon until its turn, and drop it if a stop comes first', () => {
    relay.start('u1', 'Noa');
    relay.stop('u1');
    advance(500);
    relay.start('u1', 'Noa');
    advance(1499);
    expect(sent).toEqual(['start u1 Noa', 'stop u1']);
    advance(1);
    expect(sent).toEqual(['start u1 Noa', 'stop u1', 'start u1 Noa']);
    relay.stop('u1');
    advance(100);
    relay.start('u1', 'Noa');
    relay.stop('u1');
    advance(5000);
    expect(sent).toEqual(['start u1 Noa', 'stop u1', 'start u1 Noa', 'stop u1']);
  });

  it('should coalesce stops and repeated starts, and keep people apart', () => {
    relay.start('u1', 'Noa');
    relay.start('u1', 'Noa');
    relay.start('u2', 'Ida');
    relay.stop('u1');
    relay.stop('u1');
    relay.stop('u3');
    expect(sent).toEqual(['start u1 Noa', 'start u2 Ida', 'stop u1']);
  });

  it('should forget people who stopped an interval ago, and still space their next start', () => {
    relay.start('u1', 'Noa');
    relay.stop('u1');
    relay.prune();
    relay.start('u1', 'Noa');
    expect(sent).toEqual(['start u1 Noa', 'stop u1']);
    relay.stop('u1');
    advance(2000);
    relay.prune();
    relay.start('u1', 'Noa');
    expect(sent).toEqual(['start u1 Noa', 'stop u1', 'start u1 Noa']);
  });
});
