import { displayTitle, validateMorningPageContent, validateMorningPageTitle } from './morning-page-rules';

describe('morning page rules', () => {
  it('should refuse empty or blank content with the spec message', () => {
    expect(validateMorningPageContent('   \n ')).toBe('Por favor escribe algo antes de guardar');
    expect(validateMorningPageContent(' hola ')).toBeNull();
  });
  it('should cap content and title length', () => {
    expect(validateMorningPageContent('a'.repeat(20_001))).toBe(
      'El texto no puede superar los 20000 caracteres',
    );
    expect(validateMorningPageTitle('t'.repeat(201))).toBe('El título no puede superar los 200 caracteres');
    expect(validateMorningPageTitle(undefined)).toBeNull();
  });
  it("should show 'Sin título' for a missing title", () => {
    expect(displayTitle(null)).toBe('Sin título');
    expect(displayTitle('  ')).toBe('Sin título');
    expect(displayTitle('Mañana')).toBe('Mañana');
  });
});
