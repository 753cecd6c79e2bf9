import { guidedSessionLength } from './session-length';

describe('guided session length', () => {
  it.each([
    ['15 min', '', 900],
    [null, '', 600],
    ['sin número', '', 600],
    ['15 min', '?duracion=5', 5],
    ['15 min', '?duracion=3600', 3600],
    ['15 min', '?duracion=0', 900],
    ['15 min', '?duracion=3601', 900],
    ['15 min', '?duracion=2.5', 900],
    ['15 min', '?duracion=-3', 900],
    ['15 min', '?duracion=abc', 900],
  ])('%s with "%s" lasts %i s', (duration, search, seconds) => {
    expect(guidedSessionLength(duration, search)).toBe(seconds);
  });
});
