import { fakeResponse } from '../../../../tools/test/polyfills';
import '../../../../tools/test/lazy-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setupUser } from '../../../../tools/test/user';
import { createQueryClient } from '../data/query-client';
import { ToastProvider } from '../toast/Toaster';
import { MeditationMedia } from './MeditationMedia';
import { Transcript } from './Transcript';
import { stubMediaElement } from '../../../../tools/test/fake-media';

const URL_OF = '/api/meditations/7/transcript';
const VIEW = {
  meditationId: 7,
  text: 'Esta grabación no tiene voz.',
  cues: [
    { start: 0.2, end: 4.2, text: '[Suena una campana]' },
    { start: 4.2, end: 65, text: '[Música sin voz] Guion: Respira.' },
    { start: 65, end: 69, text: '[Suena una campana]' },
  ],
};
const VTT = 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana]';

let fetchMock: jest.Mock;
function answer(routes: Record<string, () => Response>) {
  fetchMock = jest.fn(async (url: string) => routes[url]?.() ?? fakeResponse(404, '{}'));
  global.fetch = fetchMock;
}

const renderWith = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );

describe('Transcript', () => {
  it('is closed until asked for, and reads the transcript only then', async () => {
    answer({ [URL_OF]: () => fakeResponse(200, JSON.stringify(VIEW)) });
    const user = setupUser();
    renderWith(<Transcript url={URL_OF} />);
    const button = screen.getByRole('button', { name: 'Transcripción' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Esta grabación no tiene voz.')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Transcripción con sus tiempos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '0:00[Suena una campana]',
      '0:04[Música sin voz] Guion: Respira.',
      '1:05[Suena una campana]',
    ]);
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(list);
    expect(fetchMock).toHaveBeenCalledWith(URL_OF, expect.anything());

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('marks the cue the player says is playing', async () => {
    answer({ [URL_OF]: () => fakeResponse(200, JSON.stringify(VIEW)) });
    const user = setupUser();
    const view = renderWith(<Transcript url={URL_OF} activeCue={null} />);
    await user.click(screen.getByRole('button', { name: 'Transcripción' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.some((li) => li.hasAttribute('aria-current'))).toBe(false);
    view.rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <Transcript
            url={URL_OF}
            activeCue={{ text: '<v Guía>[Música sin voz] Guion: Respira.</v>', start: 4.2 }}
          />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const marked = await screen.findAllByRole('listitem');
    expect(marked[1]).toHaveAttribute('aria-current', 'true');
    expect(marked[0]).not.toHaveAttribute('aria-current');
    // The same words twice: the one playing is the one that starts now.
    view.rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <Transcript url={URL_OF} activeCue={{ text: '[Suena una campana]', start: 65 }} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const last = await screen.findAllByRole('listitem');
    expect(last[2]).toHaveAttribute('aria-current', 'true');
    expect(last[0]).not.toHaveAttribute('aria-current');
  });

  it('does not repeat text read from the captions, and says when it could not load', async () => {
    const derived = {
      ...VIEW,
      text: '[Suena una campana]\n\n[Música sin voz] Guion: Respira.\n\n[Suena una campana]',
    };
    answer({ [URL_OF]: () => fakeResponse(200, JSON.stringify(derived)) });
    const user = setupUser();
    renderWith(<Transcript url={URL_OF} />);
    await user.click(screen.getByRole('button', { name: 'Transcripción' }));
    // Only the two cues in the list: no paragraph repeats them.
    expect(await screen.findAllByText('[Suena una campana]')).toHaveLength(2);

    answer({ '/api/meditations/8/transcript': () => fakeResponse(403, '{}') });
    renderWith(<Transcript url="/api/meditations/8/transcript" />);
    await user.click(screen.getAllByRole('button', { name: 'Transcripción' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la transcripción.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('MeditationMedia with a transcript', () => {
  const created: string[] = [];
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => {
      created.push('blob:captions');
      return 'blob:captions';
    });
    URL.revokeObjectURL = jest.fn();
    stubMediaElement();
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives the player the captions as a track and shows Transcripción under it', async () => {
    answer({
      '/api/meditations/7/captions.vtt': () => fakeResponse(200, VTT),
      [URL_OF]: () => fakeResponse(200, JSON.stringify(VIEW)),
    });
    const { container } = renderWith(
      <MeditationMedia
        name="Respiración del océano"
        videoUrl={null}
        mediaUrl="/uploads/a.mp3"
        mediaType="audio"
        imageUrl={null}
        transcriptUrl={URL_OF}
        captionsUrl="/api/meditations/7/captions.vtt"
      />,
    );
    await waitFor(() => expect(container.querySelector('track')).toHaveAttribute('src', 'blob:captions'));
    expect(container.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(fetchMock).toHaveBeenCalledWith('/api/meditations/7/captions.vtt', expect.anything());
    expect(screen.getByRole('button', { name: 'Transcripción' })).toBeInTheDocument();
  });

  it('shows no Transcripción for a recording without one', () => {
    answer({});
    renderWith(
      <MeditationMedia
        name="Sin texto"
        videoUrl={null}
        mediaUrl="/uploads/b.mp3"
        mediaType="audio"
        imageUrl={null}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Transcripción' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
