import {
  exportBadge,
  exportFileName,
  exportProgressText,
  exportRangeText,
  isCalendarDay,
  parseExportRange,
  spanishCount,
  spanishSize,
} from './journal-export';

describe('journal export rules', () => {
  it.each([
    ['2026-11-24', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['24/11/2026', false],
    ['', false],
  ])('should read %s as a calendar day: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('should accept open ends and refuse bad or inverted ranges with a message naming the problem', () => {
    expect(parseExportRange(undefined, undefined)).toEqual({ range: { from: null, to: null } });
    expect(parseExportRange('', ' ')).toEqual({ range: { from: null, to: null } });
    expect(parseExportRange('2026-11-01', '2026-11-01')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-01' },
    });
    expect(parseExportRange('2026-11-31', undefined)).toEqual({
      error: 'La fecha «Desde» no es válida: usa el formato AAAA-MM-DD',
    });
    expect(parseExportRange(undefined, 'mañana')).toEqual({
      error: 'La fecha «Hasta» no es válida: usa el formato AAAA-MM-DD',
    });
    expect(parseExportRange('2026-11-02', '2026-11-01')).toEqual({
      error: 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»',
    });
  });

  it('should write the range, the file name and the progress in Spanish', () => {
    expect(exportRangeText({ from: '2026-11-01', to: '2026-11-24' })).toBe(
      'Del 1 de noviembre, 2026 al 24 de noviembre, 2026',
    );
    expect(exportRangeText({ from: null, to: '2026-01-05' })).toBe('Hasta el 5 de enero, 2026');
    expect(exportRangeText({ from: null, to: null })).toBe('Todo tu diario');
    expect(exportFileName({ from: '2026-11-01', to: null }, '2026-11-24', 'pdf')).toBe(
      'inhala-diario-2026-11-01-a-2026-11-24.pdf',
    );
    expect(exportFileName({ from: null, to: '2026-11-02' }, '2026-11-24', 'markdown')).toBe(
      'inhala-diario-inicio-a-2026-11-02.md',
    );
    expect(spanishCount(1240)).toBe('1.240');
    expect(spanishCount(1_234_567)).toBe('1.234.567');
    expect(spanishSize(2_300_000)).toBe('2,3 MB');
    expect(spanishSize(850_000)).toBe('850 KB');
    expect(exportProgressText(null, 0)).toBe('Preparando tu diario…');
    expect(exportProgressText(1240, 2_340_000)).toBe('Preparando tu diario… 1.240 entradas · 2,3 MB');
    expect(exportProgressText(1, 0)).toBe('Preparando tu diario… 1 entrada');
  });

  it("should badge a reflection written in a challenge 'Retos', as its card does", () => {
    expect(exportBadge('ritual', null)).toBe('Ritual Diario');
    expect(exportBadge('morning_page', null)).toBe('Página Matutina');
    expect(exportBadge('morning_page', 3)).toBe('Retos');
    expect(exportBadge('challenge', 3)).toBe('Retos');
  });
});
