import { correctedWord, searchQueryMessage, searchTerms, writtenForms } from './search-terms';

describe('searchTerms', () => {
  it('folds accents and case and leaves out the little words and the word meditación', () => {
    expect(searchTerms('Meditación para DORMIR').map((t) => t.word)).toEqual(['dormir']);
    expect(searchTerms('pausa de 3 minutos').map((t) => t.word)).toEqual(['pausa']);
  });

  it('gives each word its synonyms, and the word being typed a prefix when it has none', () => {
    const [nervios] = searchTerms('nervios');
    expect(nervios?.alternatives).toContain('ansiedad');
    expect(nervios?.prefix).toBe(false);
    expect(searchTerms('jacob')).toEqual([{ word: 'jacob', alternatives: ['jacob'], prefix: true }]);
    expect(searchTerms('jacob ')[0]?.prefix).toBe(false);
  });

  it('counts each word once and at most six', () => {
    expect(searchTerms('calma calma').length).toBe(1);
    expect(searchTerms('uno dos tres cuatro cinco seis siete ocho').length).toBe(6);
  });
});

describe('correctedWord', () => {
  it('reads a typo as the candidate fewest edits away, within a third of its letters', () => {
    expect(correctedWord('respiracoin', ['respira', 'respiracion'])).toBe('respiracion');
    expect(correctedWord('gratitut', ['gratitud'])).toBe('gratitud');
    expect(correctedWord('zzzz', ['calma'])).toBeNull();
    expect(correctedWord('mar', ['mas'])).toBe('mas');
  });
});

describe('searchQueryMessage', () => {
  it('refuses more than 100 characters and line breaks, in Spanish', () => {
    expect(searchQueryMessage('a'.repeat(100))).toBeUndefined();
    expect(searchQueryMessage('a'.repeat(101))).toBe('La búsqueda no puede superar los 100 caracteres');
    expect(searchQueryMessage('calma\nsueño')).toMatch(/^La búsqueda/);
  });
});

describe('writtenForms', () => {
  it('should give each folded word the form the catalogue writes most, accents and ñ kept', () => {
    const forms = writtenForms([
      'Relajación profunda para el sueño',
      'RELAJACIÓN en la mañana',
      'Esta pausa está aquí; esta noche, esta calma',
    ]);
    expect(forms.get('relajacion')).toBe('relajación');
    expect(forms.get('sueno')).toBe('sueño');
    expect(forms.get('manana')).toBe('mañana');
    expect(forms.get('esta')).toBe('esta');
  });
});
