import { matchesSearch, videoEmbedUrl } from './catalogue-search';

describe('catalogue search', () => {
  const m = {
    name: 'Respiración del océano',
    description: 'Respira al ritmo de las olas. Cinco minutos para soltar la ansiedad antes de dormir.',
    keywords: ['Calma', 'Descanso'],
    categories: ['Calma'],
    type: 'Pasiva',
  };

  it('matches name, keywords, categories and type, without accents or case', () => {
    expect(matchesSearch(m, '')).toBe(true);
    expect(matchesSearch(m, 'respiracion')).toBe(true);
    expect(matchesSearch(m, 'OCÉANO pasiva')).toBe(true);
    expect(matchesSearch(m, 'descanso')).toBe(true);
    expect(matchesSearch(m, 'activa')).toBe(false);
  });

  it('finds a practice by what its description says it is for', () => {
    expect(matchesSearch(m, 'ansiedad')).toBe(true);
    expect(matchesSearch(m, 'olas dormir')).toBe(true);
    expect(matchesSearch(m, 'dormir gratitud')).toBe(false);
    expect(matchesSearch({ ...m, description: null }, 'ansiedad')).toBe(false);
  });

  it('leaves out the little words of a phrase and finds a need by its synonyms, as the server does', () => {
    expect(matchesSearch(m, 'meditación para dormir')).toBe(true);
    expect(matchesSearch(m, 'nervios')).toBe(true); // the description says 'ansiedad'
    expect(matchesSearch(m, 'insomnio')).toBe(true); // … and 'dormir'
    expect(matchesSearch(m, 'para la')).toBe(false);
    expect(matchesSearch(m, '  ')).toBe(true);
  });
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', 'https://player.vimeo.com/video/123456789'],
    ['https://example.com/video.mp4', null],
    ['no es un enlace', null],
    [null, null],
  ])('%s → %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });
});
