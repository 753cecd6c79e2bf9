import { fakeResponse } from '../../../../../tools/test/polyfills';
import { person } from '../../../../../tools/test/chat-fixtures';
import { setupUser } from '../../../../../tools/test/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AngelMondayView } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { AngelMondaysPage } from './AngelMondaysPage';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

const ENTRY: AngelMondayView = {
  id: 3,
  title: 'Respira con los ángeles',
  text: '<p>Esta semana, respira despacio.</p>',
  timestamp: '2026-11-23T12:00:00.000Z',
  audioUrl: '/uploads/lunes.mp3',
  transcriptUrl: '/api/angel-mondays/3/transcript',
  captionsUrl: '/api/angel-mondays/3/captions.vtt',
  gradientOption: 2,
};

function mount(entry: AngelMondayView) {
  window.localStorage.clear();
  window.localStorage.setItem('user', JSON.stringify(person('client')));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    if (url === '/api/angel-mondays') return fakeResponse(200, JSON.stringify([entry]));
    if (url === entry.captionsUrl)
      return fakeResponse(200, 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana]');
    if (url === entry.transcriptUrl)
      return fakeResponse(200, JSON.stringify({ text: 'Música sin voz.', cues: [] }));
    return fakeResponse(200, 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <AngelMondaysPage />
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('AngelMondaysPage', () => {
  beforeEach(() => {
    stubMediaElement();
    URL.createObjectURL = jest.fn(() => 'blob:captions');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the featured audio's transcript under its player, with its captions as the track", async () => {
    const calls = mount(ENTRY);
    const disclosure = await screen.findByRole('button', { name: 'Transcripción' });
    await waitFor(() => expect(document.querySelector('track')).toHaveAttribute('src', 'blob:captions'));
    await setupUser().click(disclosure);
    expect(await screen.findByText('Música sin voz.')).toBeInTheDocument();
    expect(calls).toContain('/api/angel-mondays/3/transcript');
  });

  it('shows no transcript for an audio without one', async () => {
    mount({ ...ENTRY, transcriptUrl: null, captionsUrl: null });
    expect(await screen.findByRole('button', { name: /^Reproducir/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transcripción' })).toBeNull();
    expect(document.querySelector('track')).toBeNull();
  });
});
