import { person } from '../../../../../tools/test/chat-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ContentBundle, MeditationView } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { MeditationPlayerPage } from './MeditationPlayerPage';

const meditation = (change: Partial<MeditationView>): MeditationView => ({
  id: 7,
  name: 'Lluvia dorada',
  slug: 'lluvia-dorada',
  description: 'Una práctica de abundancia.',
  videoUrl: null,
  mediaUrl: null,
  mediaType: null,
  duration: '10 min',
  imageUrl: null,
  journalPrompt: null,
  isNew: false,
  sortOrder: 1,
  type: 'Pasiva',
  keywords: ['Abundancia'],
  categories: ['Abundancia'],
  categoryIds: [1],
  keywordIds: [1],
  typeIds: [1],
  ...change,
});

function openPlayer(m: MeditationView) {
  window.localStorage.clear();
  window.localStorage.setItem('user', JSON.stringify(person('client')));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  const content: ContentBundle = {
    meditations: [m],
    challenges: [],
    challengeDetails: [],
    oracleCards: [],
    arcangeles: [],
    categories: [],
    keywords: [],
    types: [],
  };
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/content' ? fakeResponse(200, JSON.stringify(content)) : fakeResponse(200, '[]'),
  ) as unknown as typeof fetch;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/meditation/1']}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path="/meditation/:id" element={<MeditationPlayerPage />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('meditation player', () => {
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays an uploaded audio file in the player, from this origin', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = openPlayer(
      meditation({
        mediaUrl: '/uploads/0b7c.mp3',
        mediaType: 'audio',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' }));
    expect(play).toHaveBeenCalled();
    expect(container.querySelector('audio')).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/0b7c.mp3`,
    );
    expect(screen.getByRole('slider', { name: 'Progreso de Lluvia dorada' })).toBeInTheDocument();
    expect(screen.queryByText('Video no disponible')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Lluvia dorada')).not.toBeInTheDocument();
  });

  it('shows an uploaded video with the browser controls', async () => {
    openPlayer(meditation({ mediaUrl: '/uploads/0b7c.webm', mediaType: 'video' }));
    const video = await screen.findByLabelText('Video: Lluvia dorada');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
  });

  it('never plays a file from another origin, and falls back to the link or the notice', async () => {
    openPlayer(meditation({ mediaUrl: 'https://elsewhere.example/a.mp3', mediaType: 'audio' }));
    expect(await screen.findByText('Video no disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reproducir/ })).not.toBeInTheDocument();
  });

  it('embeds the video link when there is no file', async () => {
    openPlayer(meditation({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(await screen.findByTitle('Lluvia dorada')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});
