import fc from 'fast-check';
import {
  breaksSingleLine,
  hasControlCharacters,
  multiLineMessage,
  singleLineMessage,
} from './control-characters';

describe('control characters in typed text', () => {
  const c0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

  it('should refuse every C0 character, DEL, C1 and the Unicode line separators in a single line', () => {
    for (const char of [...c0, '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'])
      expect(breaksSingleLine(`Ana${char}Luz`)).toBe(true);
  });

  it('should let a multi-line text keep tab, line feed and carriage return, and nothing else of C0', () => {
    const allowed = ['\t', '\n', '\r'];
    for (const char of c0) expect(hasControlCharacters(`uno${char}dos`)).toBe(!allowed.includes(char));
    expect(hasControlCharacters('uno\u007fdos')).toBe(true);
  });

  it('should accept any printable text, accents and emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        // eslint-disable-next-line no-control-regex -- the characters the rule refuses, taken out
        const printable = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '');
        expect(breaksSingleLine(printable)).toBe(false);
        expect(hasControlCharacters(printable)).toBe(false);
      }),
    );
    expect(breaksSingleLine('Meditación 🌿 «Calma» — día 1')).toBe(false);
  });

  it('should name the field in Spanish', () => {
    expect(singleLineMessage('a\nb', 'El nombre')).toBe(
      'El nombre no puede tener saltos de línea ni caracteres de control',
    );
    expect(multiLineMessage('a\u0000b', 'El contenido')).toBe(
      'El contenido no puede tener caracteres de control',
    );
    expect(singleLineMessage(42, 'El nombre')).toBeUndefined();
  });
});
