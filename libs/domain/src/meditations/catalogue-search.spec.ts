import { matchesSearch, videoEmbedUrl } from './catalogue-search';

describe('catalogue search', () => {
  const m = {
    name: 'Respiración del océano',
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
