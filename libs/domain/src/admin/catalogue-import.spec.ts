import { ADMIN_MESSAGES } from './content-rules';
import { checkCatalogueImport, syncErrorMessage, SYNC_MESSAGES } from './catalogue-import';

const meditation = (over: Record<string, unknown> = {}) => ({
  slug: 'respira-hondo',
  name: 'Respira hondo',
  description: 'Una pausa para volver al cuerpo.',
  duration: 10,
  categories: ['Calma'],
  keywords: ['Calma'],
  types: ['Pasiva'],
  ...over,
});

const problem = (body: unknown) => {
  const result = checkCatalogueImport(body);
  return result.ok ? null : result.message;
};

describe('checkCatalogueImport', () => {
  it('should accept a catalogue file and trim its keys and names', () => {
    const result = checkCatalogueImport({
      categories: [{ name: ' Calma ', imageUrl: 'https://img.example/calma.png' }],
      meditations: [meditation({ slug: 'respira-hondo', categories: [' Calma'] })],
      challengeDetails: [
        { challengeSlug: ' siete-dias ', dayNumber: 1, moduleTitle: 'Inicio', sections: [] },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.catalogue.categories?.[0]?.name).toBe('Calma');
    expect(result.catalogue.meditations?.[0]?.categories).toEqual(['Calma']);
    expect(result.catalogue.challengeDetails?.[0]?.challengeSlug).toBe('siete-dias');
    expect(result.catalogue.challengeDetails?.[0]?.sections).toHaveLength(4);
  });

  it('should leave out the sections of a day that gives none, so a stored day keeps its own', () => {
    const result = checkCatalogueImport({
      challengeDetails: [{ challengeSlug: 'siete-dias', dayNumber: 2, moduleTitle: 'Día dos' }],
    });
    expect(result.ok && result.catalogue.challengeDetails?.[0]?.sections).toBeUndefined();
  });

  it.each([
    ['a list of items', [], SYNC_MESSAGES.notAnObject],
    ['no list at all', { dryRun: false }, SYNC_MESSAGES.noLists],
    ['a list that is not one', { meditations: {} }, `meditations ${SYNC_MESSAGES.notAList}`],
  ])('should refuse %s', (_, body, why) => {
    expect(problem(body)).toBe(syncErrorMessage(why));
  });

  it.each([
    [{ duration: 0 }, ADMIN_MESSAGES.durationPositive],
    [{ name: ' ' }, ADMIN_MESSAGES.titleRequired],
    [{ description: '' }, ADMIN_MESSAGES.descriptionRequired],
    [{ categories: [] }, ADMIN_MESSAGES.categoryRequired],
    [{ keywords: [] }, ADMIN_MESSAGES.keywordRequired],
    [{ types: [] }, ADMIN_MESSAGES.typeRequired],
    [{ videoUrl: 'https://example.com/v' }, ADMIN_MESSAGES.videoLinkInvalid],
    [{ slug: 'Con Espacios' }, ADMIN_MESSAGES.slugInvalid],
    [{ duration: '10' }, SYNC_MESSAGES.number('duration')],
    [{ isNew: 'sí' }, SYNC_MESSAGES.boolean('isNew')],
    [{ categories: 'Calma' }, SYNC_MESSAGES.names('categories')],
    [{ name: 5 }, SYNC_MESSAGES.text('name')],
  ])('should name the meditation and the domain rule it breaks (%j)', (over, why) => {
    expect(problem({ meditations: [meditation(), meditation({ slug: 'suelta', ...over })] })).toBe(
      syncErrorMessage(why, {
        kind: 'meditations',
        index: 1,
        key: (over as { slug?: string }).slug ?? 'suelta',
      }),
    );
  });

  it('should refuse a meditation slug that appears twice', () => {
    expect(problem({ meditations: [meditation(), meditation()] })).toBe(
      'Error de sincronización: meditations[1] «respira-hondo»: aparece más de una vez en el archivo',
    );
  });

  it.each([
    ['categories', { name: '' }, ADMIN_MESSAGES.nameRequired],
    ['categories', { name: 'Calma', imageUrl: 'ftp://x' }, ADMIN_MESSAGES.imageUrlInvalid],
    ['keywords', { name: 'x'.repeat(121) }, ADMIN_MESSAGES.tooLong('El nombre', 120)],
    ['types', {}, ADMIN_MESSAGES.nameRequired],
    ['archangels', { name: 'Miguel', youtubeUrl: 'https://example.com' }, ADMIN_MESSAGES.videoLinkInvalid],
    [
      'oracleCards',
      { name: 'Confía', description: 'd', explanation: '', arcangelName: 'Miguel' },
      ADMIN_MESSAGES.guidanceRequired,
    ],
    [
      'oracleCards',
      { name: 'Confía', description: 'd', explanation: 'e', arcangelName: ' ' },
      ADMIN_MESSAGES.archangelRequired,
    ],
    ['challenges', { name: 'Siete días', shortDesc: 'Un reto', totalDays: 7 }, SYNC_MESSAGES.slugRequired],
    [
      'challenges',
      { slug: 'siete', name: 'Siete días', shortDesc: 'Un reto', totalDays: 0 },
      ADMIN_MESSAGES.totalDaysPositive,
    ],
    [
      'challengeDetails',
      { challengeSlug: 'siete', dayNumber: 0, moduleTitle: 'Inicio' },
      SYNC_MESSAGES.dayNumberInvalid,
    ],
    [
      'challengeDetails',
      { challengeSlug: 'siete', dayNumber: 1, moduleTitle: 'Inicio', sections: [{ meta: 'video' }] },
      ADMIN_MESSAGES.sectionTitleRequired,
    ],
    [
      'challengeDetails',
      { challengeSlug: 'siete', dayNumber: 1, moduleTitle: 'Inicio', sections: [{}, {}, {}, {}, {}] },
      SYNC_MESSAGES.sections,
    ],
  ])('should refuse a bad item of %s (%j)', (kind, item, why) => {
    const message = problem({ [kind]: [item] });
    expect(message).toMatch(/^Error de sincronización: /);
    expect(message).toContain(`${kind}[0]`);
    expect(message?.endsWith(`: ${why}`)).toBe(true);
  });

  it('should never throw, whatever the file holds', () => {
    const odd = [null, 1, 'x', [], {}, { meta: 5 }, [null], { sections: 'x' }, { dayNumber: NaN }];
    for (const kind of ['meditations', 'oracleCards', 'challengeDetails', 'archangels', 'categories'])
      for (const value of odd) {
        expect(() => checkCatalogueImport({ [kind]: [value] })).not.toThrow();
        expect(() =>
          checkCatalogueImport({ [kind]: [{ name: value, slug: value, sections: [value] }] }),
        ).not.toThrow();
      }
  });
});
