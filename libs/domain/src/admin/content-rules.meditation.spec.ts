import fc from 'fast-check';
import type { MeditationInput } from '../contracts/admin';
import { durationMinutes } from '../ritual/ritual-meditation';
import {
  ADMIN_MESSAGES,
  firstAdminMessage,
  slugify,
  validateMeditation,
  validateQuickMeditation,
} from './content-rules';
import {
  MEDITATION_MESSAGES,
  durationText,
  firstFreeSlug,
  lookupNameMessage,
  mediaKindOf,
  mediaTypeMessage,
  normaliseLookupName,
  reorderSortOrders,
  reorderWithin,
  resolveMediaKind,
} from './meditation-editing';

const valid: MeditationInput = {
  name: 'Respirar con el mar',
  description: 'Una práctica para volver a la calma.',
  duration: 10,
  categoryIds: [1],
  keywordIds: [2],
  typeIds: [3],
};
const first = (change: Partial<MeditationInput>) =>
  firstAdminMessage(validateMeditation({ ...valid, ...change }));

describe('meditation admin validation (02 §5)', () => {
  it('should accept a complete meditation', () => {
    expect(first({})).toBeNull();
  });

  it.each([
    [{ name: '   ' }, 'El título es requerido'],
    [{ description: '' }, 'La descripción es requerida'],
    [{ duration: 0 }, 'La duración debe ser mayor a 0'],
    [{ duration: 2.5 }, 'La duración debe ser mayor a 0'],
    [{ categoryIds: [] }, 'Al menos una categoría es requerida'],
    [{ keywordIds: [] }, 'Al menos una palabra clave es requerida'],
    [{ typeIds: [] }, 'Al menos un tipo es requerido'],
  ])('should say the spec text for %j', (change, message) => {
    expect(first(change)).toBe(message);
  });

  it.each([
    [{ slug: 'Con Mayúsculas' }, ADMIN_MESSAGES.slugInvalid],
    [{ videoUrl: 'https://example.com/video' }, ADMIN_MESSAGES.videoLinkInvalid],
    [{ mediaUrl: 'https://cdn.example.com/a.mp3' }, ADMIN_MESSAGES.uploadUrlInvalid],
    [{ mediaUrl: '/uploads/a.png' }, MEDITATION_MESSAGES.mediaTypeInvalid],
    [{ mediaUrl: '/uploads/a.webm' }, MEDITATION_MESSAGES.mediaTypeUnknown],
    [{ mediaType: 'image' as never }, MEDITATION_MESSAGES.mediaTypeInvalid],
  ])('should refuse %j', (change, message) => {
    expect(first(change)).toBe(message);
  });

  it('should keep the demo catalogue’s own artwork as an image, and nothing else of the API', () => {
    expect(first({ imageUrl: '/api/art/meditation/lluvia-dorada.svg' })).toBeNull();
    expect(first({ imageUrl: '/api/art/meditation/../../admin.svg' })).toBe(ADMIN_MESSAGES.imageUrlInvalid);
    expect(first({ imageUrl: '/api/admin/counts' })).toBe(ADMIN_MESSAGES.imageUrlInvalid);
  });

  it('should accept a webm file when the upload said what it is', () => {
    expect(first({ mediaUrl: '/uploads/a.webm', mediaType: 'video' })).toBeNull();
    expect(first({ mediaUrl: '/uploads/a.mp3', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull();
  });

  it('should ask the quick form for a link or a file, and one category', () => {
    const quick = { name: 'Rápida', duration: 5, categoryId: 1 };
    expect(firstAdminMessage(validateQuickMeditation(quick))).toBe(ADMIN_MESSAGES.mediaRequired);
    expect(firstAdminMessage(validateQuickMeditation({ ...quick, mediaUrl: '/uploads/a.m4a' }))).toBeNull();
    expect(
      firstAdminMessage(
        validateQuickMeditation({ ...quick, videoUrl: 'https://vimeo.com/123456789', categoryId: 0 }),
      ),
    ).toBe(ADMIN_MESSAGES.singleCategoryRequired);
  });
});

describe('media kind of an uploaded file', () => {
  it.each([
    ['/uploads/x.mp3', 'audio'],
    ['/uploads/x.M4A', 'audio'],
    ['/uploads/x.ogg', 'audio'],
    ['/uploads/x.wav', 'audio'],
    ['/uploads/x.mp4', 'video'],
    ['/uploads/x.webm', null],
    ['/uploads/x', null],
  ])('should read %s as %s', (url, kind) => {
    expect(mediaKindOf(url)).toBe(kind);
  });

  it('should let the extension win over what the form says, and say nothing without a file', () => {
    expect(resolveMediaKind('/uploads/x.mp3', 'video')).toBe('audio');
    expect(resolveMediaKind('/uploads/x.webm', 'video')).toBe('video');
    expect(resolveMediaKind('/uploads/x.png', 'audio')).toBeNull();
    expect(resolveMediaKind(null, 'audio')).toBeNull();
    expect(mediaTypeMessage({ mediaUrl: '', mediaType: 'audio' })).toBeUndefined();
  });
});

describe('durations, slugs and lookup names', () => {
  it('should store minutes as the catalogue text and read them back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (minutes) => {
        expect(durationText(minutes)).toBe(`${minutes} min`);
        expect(durationMinutes(durationText(minutes))).toBe(minutes);
      }),
    );
  });

  it('should make slugs without accents or symbols', () => {
    expect(slugify('  Respiración del Océano: ¡ahora! ')).toBe('respiracion-del-oceano-ahora');
    expect(slugify('¡¡¡')).toBe('');
  });

  it('should take the first free -2, -3... and fit the column', () => {
    expect(firstFreeSlug('calma', new Set())).toBe('calma');
    expect(firstFreeSlug('calma', new Set(['calma', 'calma-2']))).toBe('calma-3');
    expect(firstFreeSlug('', new Set())).toBe('meditacion');
    const long = 'a'.repeat(200);
    const next = firstFreeSlug(long, new Set([long]));
    expect(next).toHaveLength(200);
    expect(next.endsWith('-2')).toBe(true);
  });

  it('should take any fresh slug set and answer one outside it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom<string>('luz', 'luz-2', 'luz-3', 'luz-4', 'luz-7')),
        (taken) => {
          const set = new Set(taken);
          const slug = firstFreeSlug('luz', set);
          expect(set.has(slug)).toBe(false);
          expect(slug).toMatch(/^luz(-\d+)?$/);
        },
      ),
    );
  });

  it('should trim lookup names and say what is wrong with them', () => {
    expect(normaliseLookupName('  Luna   llena ')).toBe('Luna llena');
    expect(lookupNameMessage('   ')).toBe(MEDITATION_MESSAGES.lookupNameRequired);
    expect(lookupNameMessage('a'.repeat(121))).toBe(MEDITATION_MESSAGES.lookupNameTooLong);
    expect(lookupNameMessage('Calma')).toBeUndefined();
  });
});

describe('reordering after a drag', () => {
  it('should fill the moved items’ places in the order given and keep the rest', () => {
    expect(reorderWithin([1, 2, 3, 4, 5], [4, 2])).toEqual([1, 4, 3, 2, 5]);
    expect(reorderWithin([1, 2, 3], [2, 2])).toBeNull();
    expect(reorderWithin([1, 2, 3], [9])).toBeNull();
  });

  it('should trade numbers when they are distinct, and number everything again when tied', () => {
    const distinct = [
      { id: 1, sortOrder: 10 },
      { id: 2, sortOrder: 20 },
      { id: 3, sortOrder: 30 },
    ];
    expect(reorderSortOrders(distinct, [3, 1])).toEqual([
      { id: 3, sortOrder: 10 },
      { id: 2, sortOrder: 20 },
      { id: 1, sortOrder: 30 },
    ]);
    const tied = [
      { id: 1, sortOrder: 0 },
      { id: 2, sortOrder: 0 },
      { id: 3, sortOrder: 0 },
    ];
    expect(reorderSortOrders(tied, [2, 1])).toEqual([
      { id: 2, sortOrder: 0 },
      { id: 1, sortOrder: 1 },
      { id: 3, sortOrder: 2 },
    ]);
  });

  it('should always list the items in the new order afterwards', () => {
    const entries = fc
      .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 20 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          fc.array(fc.integer({ min: 0, max: 5 }), { minLength: ids.length, maxLength: ids.length }),
          fc.shuffledSubarray(ids, { minLength: 1 }),
        ),
      );
    fc.assert(
      fc.property(entries, ([ids, orders, moved]) => {
        const current = ids
          .map((id, i) => ({ id, sortOrder: orders[i] ?? 0 }))
          .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
        const expected = reorderWithin(
          current.map((e) => e.id),
          moved,
        );
        const result = reorderSortOrders(current, moved);
        const listed = [...(result ?? [])]
          .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
          .map((e) => e.id);
        expect(listed).toEqual(expected);
      }),
    );
  });
});
