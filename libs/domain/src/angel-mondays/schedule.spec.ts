import { angelMondayInstant, isAngelMondayScheduled, isAngelMondayVisible } from './schedule';

describe('Angel Monday publication', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it.each([
    ['published with no publication instant', { status: 'published', publishAt: null }, true, false],
    [
      'published whose instant has come',
      { status: 'published', publishAt: '2026-11-23T10:00:00Z' },
      true,
      false,
    ],
    [
      'published for a later instant',
      { status: 'published', publishAt: '2026-11-23T10:00:01Z' },
      false,
      true,
    ],
    ['a draft', { status: 'draft', publishAt: null }, false, false],
    ['a draft with a past instant', { status: 'draft', publishAt: '2026-01-01T00:00:00Z' }, false, false],
    ['archived', { status: 'archived', publishAt: null }, false, false],
  ] as const)('should treat %s as visible=%s, scheduled=%s', (_name, entry, visible, scheduled) => {
    expect(isAngelMondayVisible(entry, now)).toBe(visible);
    expect(isAngelMondayScheduled(entry, now)).toBe(scheduled);
  });

  it('should store a bare day at noon UTC and keep a full date-time', () => {
    expect(angelMondayInstant('2026-11-30')).toBe('2026-11-30T12:00:00.000Z');
    expect(angelMondayInstant('2026-11-30T14:00:00Z')).toBe('2026-11-30T14:00:00Z');
  });
});
