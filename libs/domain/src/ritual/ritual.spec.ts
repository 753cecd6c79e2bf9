import fc from 'fast-check';
import {
  alternativeRitualMeditation,
  chooseRitualMeditation,
  durationMinutes,
  type RitualCandidate,
} from './ritual-meditation';
import { completedSteps, orderIntentions, ritualChoiceError } from './ritual-options';
import { completedStepCount, heroCallToAction, isRitualComplete, ritualJournalText } from './ritual-progress';

const c = (id: number, keywords: string[], type: string, duration: string): RitualCandidate => ({
  id,
  keywords,
  type,
  duration,
});
const first = () => 0;

describe('ritual wizard rules (02 §4.1, §5)', () => {
  it('marks steps complete as values are chosen', () => {
    expect(completedSteps({})).toEqual([false, false, false]);
    expect(completedSteps({ intention: 'Calma', duration: 10 })).toEqual([true, true, false]);
  });

  it('answers the first failing rule with the spec message', () => {
    expect(ritualChoiceError({ duration: 5, style: 'Pasiva' })).toBe('Selecciona una intención');
    expect(ritualChoiceError({ intention: 'Calma', duration: 0, style: 'Pasiva' })).toBe(
      'Selecciona una duración',
    );
    expect(ritualChoiceError({ intention: 'Calma', duration: 5, style: '' })).toBe('Selecciona un estilo');
    expect(ritualChoiceError({ intention: 'Calma', duration: 5, style: 'Activa' })).toBeNull();
  });

  it('puts the universe intention last', () => {
    const ordered = orderIntentions([
      { name: 'Conexión con el universo' },
      { name: 'Calma' },
      { name: 'Gratitud' },
    ]);
    expect(ordered.map((k) => k.name)).toEqual(['Calma', 'Gratitud', 'Conexión con el universo']);
  });
});

describe('meditation for a ritual', () => {
  const catalogue = [
    c(1, ['Calma'], 'Pasiva', '10 min'),
    c(2, ['Calma', 'Gratitud'], 'Activa', '10 min'),
    c(3, ['Calma'], 'Pasiva', '25 min'),
    c(4, ['Gratitud'], 'Pasiva', '5 min'),
    c(5, ['calma'], 'pasiva', '20 min'),
  ];

  it('reads minutes from duration texts', () => {
    expect(durationMinutes('10 min')).toBe(10);
    expect(durationMinutes('1 hora')).toBe(60);
    expect(durationMinutes(null)).toBeNull();
  });

  it('matches intention, style and duration first', () => {
    expect(
      chooseRitualMeditation(catalogue, { intention: 'Calma', duration: 10, style: 'Pasiva' }, first)?.id,
    ).toBe(1);
  });

  it('reads 25 as twenty minutes or more, and ignores accents and case', () => {
    const picks = [0, 0.99].map(
      (r) =>
        chooseRitualMeditation(catalogue, { intention: 'calma', duration: 25, style: 'Pasiva' }, () => r)?.id,
    );
    expect(picks).toEqual([3, 5]);
  });

  it('loosens the duration, then the style, before leaving the intention', () => {
    expect(
      chooseRitualMeditation(catalogue, { intention: 'Gratitud', duration: 15, style: 'Pasiva' }, first)?.id,
    ).toBe(4);
    expect(
      chooseRitualMeditation(catalogue, { intention: 'Gratitud', duration: 10, style: 'Pasiva' }, first)?.id,
    ).toBe(4);
    expect(
      chooseRitualMeditation(catalogue, { intention: 'Gratitud', duration: 10, style: 'Yoga' }, first)?.id,
    ).toBe(2);
    expect(
      chooseRitualMeditation(catalogue, { intention: 'Nada', duration: 5, style: 'Pasiva' }, first)?.id,
    ).toBe(4);
    expect(
      chooseRitualMeditation([], { intention: 'Calma', duration: 5, style: 'Pasiva' }, first),
    ).toBeNull();
  });

  it('always picks from the catalogue whatever the random source says', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.constantFrom('Calma', 'Gratitud', 'Otra'),
        fc.constantFrom(5, 10, 15, 20, 25),
        fc.constantFrom('Pasiva', 'Activa'),
        (r, intention, duration, style) => {
          const chosen = chooseRitualMeditation(catalogue, { intention, duration, style }, () => r);
          expect(catalogue).toContain(chosen);
        },
      ),
    );
  });

  it('changes to another meditation with the same intention and style, or none', () => {
    const prefs = { intention: 'Calma', duration: 10, style: 'Pasiva' };
    expect(alternativeRitualMeditation(catalogue, prefs, 1, first)?.id).toBe(3);
    expect(
      alternativeRitualMeditation(
        catalogue,
        { intention: 'Gratitud', duration: 5, style: 'Pasiva' },
        4,
        first,
      ),
    ).toBeNull();
  });
});

describe('ritual progress (02 §4.3)', () => {
  it('counts the three independent steps', () => {
    expect(completedStepCount({ meditationCompleted: false, journalEntry: null, oracleCardId: null })).toBe(
      0,
    );
    expect(completedStepCount({ meditationCompleted: true, journalEntry: '  ', oracleCardId: 3 })).toBe(2);
    expect(isRitualComplete({ meditationCompleted: true, journalEntry: 'Gracias', oracleCardId: 3 })).toBe(
      true,
    );
  });

  it('trims the reflection and refuses an empty one', () => {
    expect(ritualJournalText('  hola  ')).toBe('hola');
    expect(ritualJournalText('   ')).toBeNull();
    expect(ritualJournalText(5)).toBeNull();
  });

  it('gives the hero its text and destination', () => {
    expect(heroCallToAction('none')).toEqual({ text: 'Meditar ahora', href: '/form' });
    expect(heroCallToAction('started')).toEqual({ text: 'Continuar Ritual', href: '/ritual' });
    expect(heroCallToAction('completed')).toEqual({ text: 'Ver mi Ritual de Hoy', href: '/ritual' });
  });
});
