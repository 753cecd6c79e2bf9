import { displayValue } from './AuditChanges';

describe('displayValue', () => {
  it('should show statuses, instants, rich text and flags in words rather than codes', () => {
    expect(displayValue('published')).toBe('Publicado');
    expect(displayValue('draft')).toBe('Borrador');
    expect(displayValue('<p>Hola <strong>luz</strong></p><p><br /></p>')).toBe('Hola luz');
    expect(displayValue('<p><br /></p>')).toBe('—');
    expect(displayValue('2026-12-01T09:00:00.000Z')).toMatch(/diciembre, 2026, \d{2}:\d{2}$/);
    expect(displayValue(true)).toBe('Sí');
    expect(displayValue(['Calma', 'Sueño'])).toBe('Calma, Sueño');
    expect(displayValue('')).toBe('—');
  });
});
