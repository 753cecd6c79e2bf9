import fc from 'fast-check';
import type { ChallengeDayInput, ChallengeSectionInput } from '../contracts/admin';
import {
  ADMIN_MESSAGES,
  challengeSlugFrom,
  dayNumberMessage,
  firstAdminMessage,
  isImageReference,
  slugify,
  validateArchangel,
  validateChallenge,
  validateChallengeDay,
  validateChallengeSection,
} from './content-rules';

const first = (messages: Partial<Record<string, string | undefined>>) => firstAdminMessage(messages);
const unused: ChallengeSectionInput = { meta: null };
const dayWith = (
  section: ChallengeSectionInput,
  change: Partial<ChallengeDayInput> = {},
): ChallengeDayInput => ({
  moduleTitle: 'Día de calma',
  sections: [section, unused, unused, unused],
  ...change,
});

describe('archangel rules', () => {
  it('should accept a name alone and the seeded artwork as its image', () => {
    expect(first(validateArchangel({ name: 'Arcángel Haniel' }))).toBeNull();
    expect(
      first(validateArchangel({ name: 'Arcángel Haniel', imageUrl: '/api/art/oracle/arcangel-miguel.svg' })),
    ).toBeNull();
  });

  it.each([
    ['a blank name', { name: '' }, 'El nombre es requerido'],
    ['a long name', { name: 'a'.repeat(121) }, 'El nombre no puede superar los 120 caracteres'],
    ['a long topic', { topic: 't'.repeat(201) }, 'El tema no puede superar los 200 caracteres'],
    ['an inline image', { imageUrl: 'data:image/png;base64,AAAA' }, ADMIN_MESSAGES.imageUrlInvalid],
    [
      'a long image link',
      { imageUrl: `https://e.com/${'a'.repeat(1000)}` },
      'El enlace no puede superar los 1000 caracteres',
    ],
    ['a link that is not a video', { youtubeUrl: 'https://e.com/v' }, ADMIN_MESSAGES.videoLinkInvalid],
    [
      'a long video link',
      { youtubeUrl: `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(1000)}` },
      'El enlace no puede superar los 1000 caracteres',
    ],
    [
      'long notes',
      { descriptionNotes: 'n'.repeat(20001) },
      'El texto de las notas no puede superar los 20000 caracteres',
    ],
    ['a sort order that is not whole', { sortOrder: 1.5 }, ADMIN_MESSAGES.sortOrderInvalid],
  ])('should answer %s with its Spanish message', (_label, change, message) => {
    expect(first(validateArchangel({ name: 'Arcángel Haniel', ...change }))).toBe(message);
  });
});

describe('image references', () => {
  it.each([
    ['/uploads/0b9f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.png', true],
    ['https://images.example.com/a.jpg', true],
    ['/api/art/challenge/siete-dias-de-calma.svg', true],
    ['/api/art/../secret.svg', false],
    ['/api/art/challenge/a.png', false],
    ['http://example.com/a.jpg', false],
  ])('should judge %s as %s', (value, accepted) => {
    expect(isImageReference(value)).toBe(accepted);
  });
});

describe('challenge rules', () => {
  const valid = { name: 'Reto de la gratitud', shortDesc: 'Cinco días.', totalDays: 5 };

  it('should accept the required fields alone', () => {
    expect(first(validateChallenge(valid))).toBeNull();
  });

  it.each([
    ['a blank name', { name: ' ' }, 'El nombre es requerido'],
    ['a blank short description', { shortDesc: '' }, 'La descripción corta es requerida'],
    ['zero days', { totalDays: 0 }, 'El número de días debe ser mayor a 0'],
    ['a part of a day', { totalDays: 2.5 }, 'El número de días debe ser mayor a 0'],
    ['more than a year', { totalDays: 366 }, 'El número de días debe ser mayor a 0'],
    ['a slug with capitals', { slug: 'Mayúsculas' }, ADMIN_MESSAGES.slugInvalid],
    ['a slug with a double hyphen', { slug: 'doble--guion' }, ADMIN_MESSAGES.slugInvalid],
    [
      'a welcome link that is not a video',
      { welcomeVideoUrl: 'https://e.com/v' },
      ADMIN_MESSAGES.videoLinkInvalid,
    ],
    [
      'a long image link',
      { imageUrl: `https://e.com/${'a'.repeat(1000)}` },
      'El enlace no puede superar los 1000 caracteres',
    ],
  ])('should answer %s with its Spanish message', (_label, change, message) => {
    expect(first(validateChallenge({ ...valid, ...change }))).toBe(message);
  });

  it('should make slugs readable, accent-free and never empty', () => {
    expect(challengeSlugFrom('Siete Días de Calma')).toBe('siete-dias-de-calma');
    expect(challengeSlugFrom('  ¡Ñandú & Cía.! ')).toBe('nandu-cia');
    expect(challengeSlugFrom('¡¡¡')).toBe('reto');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const slug = challengeSlugFrom(name);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(200);
        expect(first(validateChallenge({ ...valid, slug }))).toBeNull();
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('challenge day rules', () => {
  it('should accept a day with unused sections and each kind of section', () => {
    expect(first(validateChallengeDay(dayWith(unused)))).toBeNull();
    for (const section of [
      { meta: 'video', title: 'Práctica', url: 'https://vimeo.com/123456789' },
      { meta: 'document', title: 'Lectura', url: 'https://inhala.app/texto' },
      { meta: 'journal', title: 'Reflexión', content: '¿Qué sientes?' },
      {
        meta: 'audio',
        title: 'Escucha',
        audioPath: '/uploads/0b9f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3',
        audioOriginalName: 'calma.mp3',
        audioSize: 0,
      },
    ] as const)
      expect(first(validateChallengeDay(dayWith(section)))).toBeNull();
  });

  it.each([
    [dayWith(unused, { moduleTitle: '' }), 'El título del módulo es requerido'],
    [dayWith(unused, { sections: [unused, unused, unused] }), 'Un día tiene exactamente 4 secciones'],
    [dayWith({ meta: 'podcast' as never, title: 'X' }), 'El tipo de sección no es válido'],
    [dayWith({ meta: 'journal', title: ' ' }), 'Cada sección usada necesita un título'],
    [dayWith({ meta: 'video', title: 'V', url: 'https://e.com/v' }), ADMIN_MESSAGES.videoLinkInvalid],
    [dayWith({ meta: 'document', title: 'D', url: 'ftp://e.com' }), 'El enlace debe empezar por https://'],
    [dayWith({ meta: 'audio', title: 'A', audioPath: '/etc/passwd' }), ADMIN_MESSAGES.uploadUrlInvalid],
    [dayWith({ meta: 'audio', title: 'A', audioSize: -1 }), ADMIN_MESSAGES.audioSizeInvalid],
    [dayWith({ meta: 'audio', title: 'A', audioSize: 1.5 }), ADMIN_MESSAGES.audioSizeInvalid],
    [
      dayWith({ meta: 'audio', title: 'A', audioOriginalName: 'a'.repeat(256) }),
      'El nombre del audio no puede superar los 255 caracteres',
    ],
    [dayWith(unused, { audioSize: -3 }), ADMIN_MESSAGES.audioSizeInvalid],
  ])('should answer a day with its Spanish message (%#)', (input, message) => {
    expect(first(validateChallengeDay(input))).toBe(message);
  });

  it('should accept a day number from 1 to the challenge’s total days only', () => {
    expect(dayNumberMessage(1, 5)).toBeUndefined();
    expect(dayNumberMessage(5, 5)).toBeUndefined();
    for (const n of [0, 6, -1, 2.5, Number.NaN])
      expect(dayNumberMessage(n, 5)).toBe('El día debe ser un número de 1 a 5');
  });
});

describe('one section’s messages, field by field (what the day form shows beside each)', () => {
  it('should name the field that breaks the rule', () => {
    expect(validateChallengeSection({ meta: null, title: '' })).toEqual({});
    expect(validateChallengeSection({ meta: 'podcast' as never })).toEqual({
      meta: 'El tipo de sección no es válido',
    });
    const video = validateChallengeSection({ meta: 'video', title: '', url: 'https://e.com/v' });
    expect(video.title).toBe('Cada sección usada necesita un título');
    expect(video.url).toBe('El enlace de video debe ser de YouTube o Vimeo');
    const audio = validateChallengeSection({
      meta: 'audio',
      title: 'A',
      audioPath: 'https://e.com/a.mp3',
      audioSize: -1,
    });
    expect(audio).toMatchObject({
      audioPath: 'El archivo debe estar subido a Inhala (/uploads/...)',
      audioSize: 'El tamaño del audio debe ser un número entero de 0 en adelante',
    });
    expect(first(validateChallengeSection({ meta: 'journal', title: 'Tu reflexión' }))).toBeNull();
  });
});
