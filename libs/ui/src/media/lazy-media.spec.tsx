import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '../data/query-client';
import { ToastProvider } from '../toast/Toaster';
import { AudioPlayer } from './lazy-media';

describe('the media chunk’s parts', () => {
  it('show a box of their size while the chunk loads, then the part itself', async () => {
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <AudioPlayer src="http://localhost/uploads/a.mp3" label="Cuerpo en calma" />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Reproductor de Cuerpo en calma' })).not.toBeInTheDocument();
    expect(view.container.querySelector('[aria-hidden].animate-pulse')).not.toBeNull();
    expect(await screen.findByRole('group', { name: 'Reproductor de Cuerpo en calma' })).toBeInTheDocument();
  });
});
