import { announcementPath } from './send-eligibility';

describe('announcementPath', () => {
  it.each([
    ['meditation', 42, 7, '/meditation/7'],
    ['meditation', 42, null, '/meditaciones'],
    ['challenge', 3, null, '/challenges/3'],
    ['angel_monday', 9, null, '/angel-mondays'],
  ] as const)('should send a %s (id %i, position %s) to %s', (type, id, position, path) => {
    expect(announcementPath(type, id, position)).toBe(path);
  });
});
