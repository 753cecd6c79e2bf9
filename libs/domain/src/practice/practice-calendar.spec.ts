import { mergePracticeDays } from './practice-stats';
import { calendarWeeks, intensityOf, spokenPracticeDay } from './practice-calendar';

describe('practice calendar', () => {
  it('grades a day by its minutes; a ritual alone is the lightest mark', () => {
    const grade = (minutes: number, practised = minutes > 0) => intensityOf({ minutes, practised });
    expect([
      grade(0),
      grade(0, true),
      grade(9),
      grade(10),
      grade(20),
      grade(29),
      grade(30),
      grade(90),
    ]).toEqual([0, 1, 1, 2, 3, 3, 4, 4]);
  });

  it('lays 12 weeks out Monday to Sunday, the last holding today and nothing after it', () => {
    const today = '2026-11-25'; // a Wednesday
    const days = mergePracticeDays(today, [{ date: '2026-11-23', seconds: 1200, otherPractice: false }]);
    const weeks = calendarWeeks(days, today);
    expect(weeks).toHaveLength(12);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]!.date).toBe('2026-09-07'); // a Monday
    expect(weeks[11]!.map((c) => c?.date ?? null)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      null,
      null,
      null,
      null,
    ]);
    expect(weeks[11]![0]).toEqual({ date: '2026-11-23', minutes: 20, practised: true });
    // On a Sunday the picture is exactly the 84 days.
    expect(calendarWeeks(mergePracticeDays('2026-11-29', []), '2026-11-29').flat()[0]!.date).toBe(
      mergePracticeDays('2026-11-29', [])[0]!.date,
    );
  });

  it('says each day in Spanish', () => {
    expect(spokenPracticeDay({ date: '2025-11-03', minutes: 20, practised: true })).toBe(
      'Lunes 3 de noviembre: 20 minutos',
    );
    expect(spokenPracticeDay({ date: '2026-11-25', minutes: 1, practised: true })).toBe(
      'Miércoles 25 de noviembre: 1 minuto',
    );
    expect(spokenPracticeDay({ date: '2026-11-29', minutes: 0, practised: true })).toBe(
      'Domingo 29 de noviembre: practicado',
    );
    expect(spokenPracticeDay({ date: '2026-11-28', minutes: 0, practised: false })).toBe(
      'Sábado 28 de noviembre: sin práctica',
    );
  });
});
