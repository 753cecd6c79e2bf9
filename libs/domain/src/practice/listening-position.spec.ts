import fc from 'fast-check';
import {
  LISTENING_RULES,
  LISTENING_TEXTS,
  isListeningKind,
  isResumable,
  listeningOutcome,
  listeningPercent,
  listeningReportMessage,
  listeningShelf,
  remainingListeningText,
  roundListeningMark,
  type ListeningKind,
} from './listening-position';

describe('listening position', () => {
  it('keeps a place from 15 s in until the closing tail of the recording', () => {
    // A 20-minute meditation: its tail is 5 % (60 s), longer than 30 s.
    expect(listeningOutcome({ position: 14, duration: 1200 })).toBe('too-early');
    expect(listeningOutcome({ position: 15, duration: 1200 })).toBe('keep');
    expect(listeningOutcome({ position: 1139, duration: 1200 })).toBe('keep');
    expect(listeningOutcome({ position: 1140, duration: 1200 })).toBe('finished');
    expect(listeningOutcome({ position: 1200, duration: 1200 })).toBe('finished');
  });

  it('counts the last 30 s as the end of a short recording, where 5 % is only seconds', () => {
    // 3 minutes: 5 % is 9 s, so the 30 s rule decides.
    expect(listeningOutcome({ position: 149, duration: 180 })).toBe('keep');
    expect(listeningOutcome({ position: 150, duration: 180 })).toBe('finished');
    // So short that its beginning is already its end: never offered.
    expect(listeningOutcome({ position: 20, duration: 40 })).toBe('finished');
  });

  it('never offers a place that is too early or in the tail (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 86_400 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, share) => {
          const mark = roundListeningMark(d * share, d);
          const resumable = isResumable(mark);
          const tail = Math.max(mark.duration * LISTENING_RULES.tailShare, LISTENING_RULES.tailSeconds);
          expect(resumable).toBe(mark.position >= 15 && mark.position < mark.duration - tail);
        },
      ),
    );
  });

  it('accepts a finite position from 0 to the length, and a length from 1 s to a day', () => {
    expect(listeningReportMessage(0, 600)).toBeNull();
    expect(listeningReportMessage(600, 600)).toBeNull();
    expect(listeningReportMessage(12.75, 600.4)).toBeNull();
    expect(listeningReportMessage(601, 600)).toBe(LISTENING_TEXTS.position);
    expect(listeningReportMessage(-1, 600)).toBe(LISTENING_TEXTS.position);
    expect(listeningReportMessage(Number.NaN, 600)).toBe(LISTENING_TEXTS.position);
    expect(listeningReportMessage('30', 600)).toBe(LISTENING_TEXTS.position);
    expect(listeningReportMessage(30, Number.POSITIVE_INFINITY)).toBe(LISTENING_TEXTS.duration);
    expect(listeningReportMessage(0, 0.5)).toBe(LISTENING_TEXTS.duration);
    expect(listeningReportMessage(30, 86_401)).toBe(LISTENING_TEXTS.duration);
    expect(listeningReportMessage(30, null)).toBe(LISTENING_TEXTS.duration);
    expect(LISTENING_TEXTS.duration).toBe(
      'La duración debe ser un número de segundos mayor que 0 y de 24 horas como mucho.',
    );
  });

  it('keeps whole seconds: the position rounded down, the length to the nearest, never past it', () => {
    expect(roundListeningMark(61.9, 600.6)).toEqual({ position: 61, duration: 601 });
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 86_400, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, s) => {
          const { position, duration } = roundListeningMark(d * s, d);
          expect(Number.isInteger(position) && Number.isInteger(duration)).toBe(true);
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(duration);
        },
      ),
    );
  });

  it('orders the shelf by the most recent first, at most six, and equal times always the same way', () => {
    const at = (kind: ListeningKind, id: number, minute: number) => ({
      kind,
      id,
      updatedAt: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
    });
    const items = [
      at('meditation', 1, 1),
      at('meditation', 2, 9),
      at('angel-monday', 3, 5),
      at('meditation', 4, 2),
      at('meditation', 5, 7),
      at('meditation', 6, 3),
      at('meditation', 7, 4),
      at('meditation', 8, 9),
    ];
    expect(listeningShelf(items).map((i) => `${i.kind}:${i.id}`)).toEqual([
      'meditation:2',
      'meditation:8',
      'meditation:5',
      'angel-monday:3',
      'meditation:7',
      'meditation:6',
    ]);
    expect(listeningShelf(items, 2)).toHaveLength(2);
    expect(listeningShelf([])).toEqual([]);
  });

  it('says what is left in whole minutes, at least one, and how far along for the bar', () => {
    expect(remainingListeningText({ position: 300, duration: 1200 })).toBe('15 min restantes');
    expect(remainingListeningText({ position: 1130, duration: 1200 })).toBe('1 min restante');
    expect(remainingListeningText({ position: 1170, duration: 1200 })).toBe('1 min restante');
    expect(listeningPercent({ position: 300, duration: 1200 })).toBe(25);
    expect(listeningPercent({ position: 5, duration: 0 })).toBe(0);
  });

  it('knows its two kinds of recording', () => {
    expect(isListeningKind('meditation')).toBe(true);
    expect(isListeningKind('angel-monday')).toBe(true);
    expect(isListeningKind('challenge')).toBe(false);
    expect(isListeningKind(undefined)).toBe(false);
  });
});
