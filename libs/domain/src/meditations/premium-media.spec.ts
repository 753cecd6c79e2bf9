import type { ContentBundle, MeditationView } from '../contracts/content';
import { meditationMediaOf, publicBundle, withMedia } from './premium-media';

const meditation = (id: number, change: Partial<MeditationView> = {}): MeditationView => ({
  id,
  name: `M ${id}`,
  slug: `m-${id}`,
  description: null,
  videoUrl: null,
  mediaUrl: null,
  mediaType: null,
  duration: '10 min',
  imageUrl: '/api/art/meditation/m.svg',
  journalPrompt: null,
  isNew: false,
  sortOrder: id,
  type: null,
  keywords: [],
  categories: [],
  categoryIds: [],
  keywordIds: [],
  typeIds: [],
  ...change,
});

const bundle = (meditations: MeditationView[]): ContentBundle => ({
  meditations,
  challenges: [],
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
});

describe('premium media', () => {
  const all = [
    meditation(1, { videoUrl: 'https://youtu.be/abc' }),
    meditation(2, { mediaUrl: '/uploads/a.mp3', mediaType: 'audio' }),
    meditation(3),
  ];

  it('leaves every link out of the public bundle and keeps the rest', () => {
    const open = publicBundle(bundle(all));
    expect(open.meditations.map((m) => [m.videoUrl, m.mediaUrl, m.mediaType])).toEqual([
      [null, null, null],
      [null, null, 'audio'],
      [null, null, null],
    ]);
    expect(open.meditations[0]).toEqual({ ...all[0], videoUrl: null });
    expect(all[0]!.videoUrl).toBe('https://youtu.be/abc'); // the server's own copy is untouched
  });

  it('lists the media of the meditations that have any, and puts it back', () => {
    const media = meditationMediaOf(all);
    expect(media).toEqual([
      { id: 1, videoUrl: 'https://youtu.be/abc', mediaUrl: null, mediaType: null },
      { id: 2, videoUrl: null, mediaUrl: '/uploads/a.mp3', mediaType: 'audio' },
    ]);
    const open = publicBundle(bundle(all)).meditations;
    expect(withMedia(open[1]!, media)).toEqual(all[1]);
    expect(withMedia(open[2]!, media)).toBe(open[2]);
    expect(withMedia(open[0]!, undefined)).toBe(open[0]);
  });
});
