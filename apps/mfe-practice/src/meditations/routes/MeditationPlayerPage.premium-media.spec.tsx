import '../../../../../tools/test/lazy-ui';
import { person } from '../../../../../tools/test/chat-fixtures';
import { contentBundle, meditationView } from '../../../../../tools/test/content-fixtures';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MeditationMediaView, MeditationView } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { MeditationPlayerPage } from './MeditationPlayerPage';

/** As GET /api/content hands it to everyone: no links (they are premium). */
const publicMeditation: MeditationView = meditationView({ description: null, mediaType: 'audio' });

function openAsClient(media: MeditationMediaView[]) {
  window.localStorage.clear();
  window.localStorage.setItem('user', JSON.stringify(person('client')));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  const content = contentBundle([publicMeditation]);
  const fetchMock = jest.fn(async (url: string) =>
    url === '/api/content'
      ? fakeResponse(200, JSON.stringify(content))
      : url === '/api/meditations/media'
        ? fakeResponse(200, JSON.stringify(media))
        : fakeResponse(200, '[]'),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const view = render(
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
  return { ...view, fetchMock };
}

const NO_TEXT = { transcriptUrl: null, captionsUrl: null };

describe('meditation player: premium media', () => {
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays the file a subscriber reads from the signed-in media call', async () => {
    const { container, fetchMock } = openAsClient([
      { id: 7, videoUrl: null, mediaUrl: '/uploads/0b7c.mp3', mediaType: 'audio', ...NO_TEXT },
    ]);
    expect(await screen.findByRole('button', { name: 'Reproducir Lluvia dorada' })).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/0b7c.mp3`,
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/meditations/media');
  });

  it('embeds the video link from the media call', async () => {
    openAsClient([
      { id: 7, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', mediaUrl: null, mediaType: null, ...NO_TEXT },
    ]);
    expect(await screen.findByTitle('Lluvia dorada')).toHaveAttribute(
      'src',
      expect.stringContaining('dQw4w9WgXcQ'),
    );
  });

  it("offers the recording's transcript under the player, closed until asked for", async () => {
    const { fetchMock } = openAsClient([
      {
        id: 7,
        videoUrl: null,
        mediaUrl: '/uploads/0b7c.mp3',
        mediaType: 'audio',
        transcriptUrl: '/api/meditations/7/transcript',
        captionsUrl: null,
      },
    ]);
    const disclosure = await screen.findByRole('button', { name: 'Transcripción' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/meditations/7/transcript');
  });
});
