import fc from 'fast-check';
import {
  BREATHING_PATTERNS,
  GUIDANCE_CLOSING,
  GUIDANCE_OPENING,
  bellsBetween,
  breathAt,
  breathLength,
  breathingPatternById,
  formatRemaining,
  guidanceStepAt,
  guidanceSteps,
  guidedSessionSeconds,
  intervalBellTimes,
  isComplete,
  isGuidedSessionComplete,
  sessionSteps,
} from './guided-session';

const calma = breathingPatternById('calma');
const cuadrada = breathingPatternById('cuadrada');
const relax = breathingPatternById('478');

describe('breathing patterns', () => {
  it('should offer the patterns by their Spanish names, Calma first', () => {
    expect(BREATHING_PATTERNS.map((p) => p.name)).toEqual([
      'Calma',
      'Cuadrada',
      'Relajación 4-7-8',
      'Coherencia',
    ]);
    expect(breathingPatternById('nada').id).toBe('calma');
    expect(breathLength(calma)).toBe(14);
    expect(breathLength(cuadrada)).toBe(16);
    expect(breathLength(relax)).toBe(19);
  });

  it.each([
    [0, 'Inhala', 4, 1],
    [3.9, 'Inhala', 1, 1],
    [4, 'Sostén', 4, 1],
    [7.5, 'Sostén', 1, 1],
    [8, 'Exhala', 6, 1],
    [13.99, 'Exhala', 1, 1],
    [14, 'Inhala', 4, 2],
    [-3, 'Inhala', 4, 1],
    [Number.NaN, 'Inhala', 4, 1],
  ])('Calma at %ss should be %s with %s s left (breath %s)', (t, phase, remaining, breath) => {
    expect(breathAt(calma, t)).toMatchObject({ phase, remaining, breath });
  });

  it('should tell the two holds of the square breath apart', () => {
    expect(breathAt(cuadrada, 5)).toMatchObject({ phase: 'Sostén', index: 1 });
    expect(breathAt(cuadrada, 9)).toMatchObject({ phase: 'Exhala', index: 2, remaining: 3 });
    expect(breathAt(cuadrada, 13)).toMatchObject({ phase: 'Sostén', index: 3, remaining: 3 });
  });

  it('should pace 4-7-8 as inhale 4, hold 7, exhale 8', () => {
    expect(breathAt(relax, 4)).toMatchObject({ phase: 'Sostén', remaining: 7 });
    expect(breathAt(relax, 11)).toMatchObject({ phase: 'Exhala', remaining: 8 });
    expect(breathAt(relax, 19)).toMatchObject({ phase: 'Inhala', remaining: 4, breath: 2 });
  });

  it('should always count down within its phase and keep progress in 0..1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BREATHING_PATTERNS),
        fc.double({ min: 0, max: 7200, noNaN: true }),
        (p, t) => {
          const m = breathAt(p, t);
          const part = p.phases[m.index]!;
          expect(part.phase).toBe(m.phase);
          expect(m.remaining).toBeGreaterThanOrEqual(1);
          expect(m.remaining).toBeLessThanOrEqual(part.seconds);
          expect(m.progress).toBeGreaterThanOrEqual(0);
          expect(m.progress).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('interval bells', () => {
  it.each(Array.from({ length: 60 }, (_, i) => i + 1))(
    'a %i-minute session with a bell every 5 minutes rings at each multiple, never at 0 or the end',
    (minutes) => {
      const total = minutes * 60;
      const bells = intervalBellTimes(total, 300);
      const expected = Array.from({ length: Math.ceil(minutes / 5) - 1 }, (_, i) => (i + 1) * 300);
      expect(bells).toEqual(expected);
      expect(bells).not.toContain(0);
      expect(bells).not.toContain(total);
      for (const at of bells) expect(at % 300).toBe(0);
    },
  );

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))(
    'a %i-minute session with a bell every minute rings minutes-1 times',
    (minutes) => {
      expect(intervalBellTimes(minutes * 60, 60)).toHaveLength(minutes - 1);
    },
  );

  it('should ring nothing without an interval or a length', () => {
    expect(intervalBellTimes(600, 0)).toEqual([]);
    expect(intervalBellTimes(0, 60)).toEqual([]);
    expect(intervalBellTimes(Number.NaN, 60)).toEqual([]);
    expect(intervalBellTimes(600, -5)).toEqual([]);
  });

  it('should find the bells passed between two ticks once each', () => {
    const bells = intervalBellTimes(900, 300);
    expect(bellsBetween(bells, 299.5, 300.2)).toEqual([300]);
    expect(bellsBetween(bells, 300.2, 301)).toEqual([]);
    expect(bellsBetween(bells, 0, 900)).toEqual([300, 600]);
  });
});

describe('guidance steps', () => {
  const text =
    'Escudo de luz: siéntate o recuéstate cómoda y déjate guiar hacia la calma. Respira hondo! Suelta los hombros.';

  it('should split the text into its sentences between an opening and a closing', () => {
    const steps = guidanceSteps(text, 600);
    expect(steps.map((s) => s.text)).toEqual([
      GUIDANCE_OPENING,
      'Escudo de luz',
      'Siéntate o recuéstate cómoda y déjate guiar hacia la calma.',
      'Respira hondo!',
      'Suelta los hombros.',
      GUIDANCE_CLOSING,
    ]);
  });

  it('should spread the steps evenly and keep the closing for the last fifth', () => {
    const steps = guidanceSteps(text, 600);
    expect(steps.map((s) => s.at)).toEqual([0, 96, 192, 288, 384, 480]);
    expect(guidanceStepAt(steps, 0)).toBe(0);
    expect(guidanceStepAt(steps, 100)).toBe(1);
    expect(guidanceStepAt(steps, 599)).toBe(5);
  });

  it('should still open and close a meditation without text', () => {
    expect(guidanceSteps(null, 300)).toEqual([
      { text: GUIDANCE_OPENING, at: 0 },
      { text: GUIDANCE_CLOSING, at: 240 },
    ]);
  });

  it('should follow the script when there is one, keeping the steps that begin within the session', () => {
    const script = [
      { at: 0, text: 'Te doy la bienvenida.' },
      { at: 40, text: 'Nota tu respiración.' },
      { at: 290, text: 'Vuelve poco a poco.' },
    ];
    expect(sessionSteps(script, text, 300)).toEqual(script);
    // A session made shorter keeps what fits; the text never mixes in.
    expect(sessionSteps(script, text, 40)).toEqual([script[0]]);
    // No script, or none of it fits: the text, spread evenly.
    expect(sessionSteps(null, text, 600)).toEqual(guidanceSteps(text, 600));
    expect(sessionSteps([], text, 600)).toEqual(guidanceSteps(text, 600));
  });
});

describe('completion', () => {
  it('should length a session from its minutes, 10 minutes when unknown', () => {
    expect(guidedSessionSeconds(15)).toBe(900);
    expect(guidedSessionSeconds(null)).toBe(600);
    expect(guidedSessionSeconds(0)).toBe(600);
    expect(guidedSessionSeconds(Number.NaN)).toBe(600);
  });

  it('should complete a guided session only at its end', () => {
    expect(isGuidedSessionComplete(599.9, 600)).toBe(false);
    expect(isGuidedSessionComplete(600, 600)).toBe(true);
    expect(isGuidedSessionComplete(600, 0)).toBe(false);
  });

  it.each([
    [89.9, 100, false],
    [90, 100, true],
    [100, 100, true],
    [54, 60, true],
    [53.9, 60, false],
    [10, 0, false],
    [10, Number.NaN, false],
    [10, Infinity, false],
    [Number.NaN, 100, false],
  ])('a file at %s of %s s is complete: %s', (position, duration, expected) => {
    expect(isComplete(position, duration)).toBe(expected);
  });

  it.each([
    [600, '10:00'],
    [59.2, '1:00'],
    [0.4, '0:01'],
    [0, '0:00'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
  ])('%s s left reads %s', (seconds, label) => {
    expect(formatRemaining(seconds)).toBe(label);
  });
});
