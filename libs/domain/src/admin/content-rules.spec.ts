import fc from 'fast-check';
import {
  ADMIN_MESSAGES,
  firstAdminMessage,
  isImageReference,
  isUploadUrl,
  slugify,
  validateOracleCard,
} from './content-rules';

describe('admin content rules', () => {
  const card = { name: 'Confía', description: 'Una carta.', explanation: 'Respira.', arcangelId: 3 };

  it('should accept a complete oracle card and name each missing field with the spec text', () => {
    expect(firstAdminMessage(validateOracleCard(card))).toBeNull();
    expect(validateOracleCard({ name: ' ', description: '', explanation: '', arcangelId: 0 })).toMatchObject({
      name: 'El nombre es requerido',
      description: 'La descripción es requerida',
      explanation: 'La guía es requerida',
      arcangelId: 'El arcángel es requerido',
    });
  });

  it('should answer the first broken field in field order', () => {
    expect(firstAdminMessage(validateOracleCard({ ...card, description: '', explanation: '' }))).toBe(
      ADMIN_MESSAGES.descriptionRequired,
    );
  });

  it('should refuse a text longer than its column, with the limit in the message', () => {
    expect(validateOracleCard({ ...card, name: 'a'.repeat(201) }).name).toBe(
      'El nombre no puede superar los 200 caracteres',
    );
  });

  it('should take only our own uploads and https addresses as images', () => {
    expect(isUploadUrl('/uploads/0a1b2c3d-aaaa-4bbb-8ccc-0123456789ab.png')).toBe(true);
    expect(isUploadUrl('/uploads/../etc/passwd')).toBe(false);
    expect(isUploadUrl('/uploads/a/b.png')).toBe(false);
    expect(isImageReference('https://images.example.com/a.jpg')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com/a.jpg',
      'data:image/png;base64,AAAA',
      '//evil.com/x',
    ])
      expect(isImageReference(bad)).toBe(false);
  });

  it('should make slugs of lower-case letters, digits and single hyphens', () => {
    expect(slugify('Meditación del Corazón  Abierto!')).toBe('meditacion-del-corazon-abierto');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(200);
      }),
    );
  });
});
