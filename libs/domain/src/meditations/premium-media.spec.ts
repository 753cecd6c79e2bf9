import type { ChallengeDayView } from '../contracts/challenges';
import type { ContentBundle, MeditationView } from '../contracts/content';
import { challengeDaysFor, meditationMediaOf, publicBundle, withMedia } from './premium-media';

const meditation = (id: number, change: Partial<MeditationView> = {}): MeditationView => ({
  id,
  name: `M ${id}`,
  slug: `m-${id}`,
  description: null,
  videoUrl: null,
  mediaUrl: null,
  mediaType: null,
  mediaSeconds: null,
  transcriptUrl: null,
  captionsUrl: null,
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

const day: ChallengeDayView = {
  id: 11,
  challengeId: 1,
  dayNumber: 1,
  moduleTitle: 'Respirar',
  preview: 'Una respiración',
  sections: [
    {
      number: 1,
      meta: 'video',
      title: 'Video',
      content: 'Mira',
      url: 'https://youtu.be/xyz',
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    },
    {
      number: 2,
      meta: 'audio',
      title: 'Audio',
      content: 'Escucha',
      url: null,
      audioPath: '/uploads/d.mp3',
      transcriptUrl: '/api/challenges/1/days/11/sections/2/transcript',
      captionsUrl: '/api/challenges/1/days/11/sections/2/captions.vtt',
    },
    {
      number: 3,
      meta: 'journal',
      title: 'Reflexión',
      content: '¿Qué notas?',
      url: null,
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    },
  ],
  audioOriginalName: 'dia-1.mp3',
  audioSize: 1000,
};

const bundle = (meditations: MeditationView[], challengeDetails: ChallengeDayView[] = []): ContentBundle => ({
  meditations,
  challenges: [],
  challengeDetails,
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
});

describe('premium media', () => {
  const all = [
    meditation(1, { videoUrl: 'https://youtu.be/abc' }),
    meditation(2, {
      mediaUrl: '/uploads/a.mp3',
      mediaType: 'audio',
      transcriptUrl: '/api/meditations/2/transcript',
      captionsUrl: '/api/meditations/2/captions.vtt',
    }),
    meditation(3),
  ];

  it('leaves every link out of the public bundle and keeps the rest', () => {
    const open = publicBundle(bundle(all));
    expect(
      open.meditations.map((m) => [m.videoUrl, m.mediaUrl, m.mediaType, m.transcriptUrl, m.captionsUrl]),
    ).toEqual([
      [null, null, null, null, null],
      [null, null, 'audio', null, null],
      [null, null, null, null, null],
    ]);
    expect(open.meditations[0]).toEqual({ ...all[0], videoUrl: null });
    expect(all[0]!.videoUrl).toBe('https://youtu.be/abc'); // the server's own copy is untouched
  });

  it('lists the media of the meditations that have any, and puts it back', () => {
    const media = meditationMediaOf(all);
    expect(media).toEqual([
      {
        id: 1,
        videoUrl: 'https://youtu.be/abc',
        mediaUrl: null,
        mediaType: null,
        transcriptUrl: null,
        captionsUrl: null,
      },
      {
        id: 2,
        videoUrl: null,
        mediaUrl: '/uploads/a.mp3',
        mediaType: 'audio',
        transcriptUrl: '/api/meditations/2/transcript',
        captionsUrl: '/api/meditations/2/captions.vtt',
      },
    ]);
    const open = publicBundle(bundle(all)).meditations;
    expect(withMedia(open[1]!, media)).toEqual(all[1]);
    expect(withMedia(open[2]!, media)).toBe(open[2]);
    expect(withMedia(open[0]!, undefined)).toBe(open[0]);
  });
});

describe('premium challenge media', () => {
  const linksOf = (days: ChallengeDayView[]) =>
    days.flatMap((d) => d.sections.map((s) => [s.url, s.audioPath, s.transcriptUrl, s.captionsUrl]));

  it('leaves every section link out of the public bundle and keeps the rest of the day', () => {
    const [open] = publicBundle(bundle([], [day])).challengeDetails;
    expect(linksOf([open!])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
    expect(open!.sections.map((s) => [s.meta, s.title, s.content])).toEqual(
      day.sections.map((s) => [s.meta, s.title, s.content]),
    );
    expect({ ...open!, sections: [] }).toEqual({ ...day, sections: [] });
    expect(day.sections[1]!.audioPath).toBe('/uploads/d.mp3'); // the server's own copy is untouched
  });

  it.each([
    [null, false],
    ['lead', false],
    ['client', true],
    ['admin', true],
  ] as const)('gives the day links to %s: %s', (role, whole) => {
    const [seen] = challengeDaysFor(role, [day]);
    expect(linksOf([seen!]).some((links) => links.some((link) => link !== null))).toBe(whole);
    expect(seen!.sections[1]!.transcriptUrl !== null).toBe(whole);
  });
});
