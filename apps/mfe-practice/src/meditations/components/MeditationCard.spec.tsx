import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { installFakeCaches } from '../../../../../tools/test/fake-caches';
import {
  DOWNLOADS_CACHE,
  DOWNLOAD_META_HEADER,
  encodeMeta,
  refreshDownloads,
  removeAllDownloads,
} from '@inhala/ui';
import { MemoryRouter } from 'react-router-dom';
import { MeditationCard } from './MeditationCard';

const card = (change: { duration: string | null; mediaSeconds?: number | null; id?: number }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <MeditationCard id={1} name="Alba" imageUrl={null} isNew={false} position={1} hasAccess {...change} />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('MeditationCard', () => {
  it("should say how long the meditation's file plays, over the label typed for it", () => {
    render(card({ duration: '20 min', mediaSeconds: 754 }));
    expect(screen.getByText('13 min')).toBeInTheDocument();
    expect(screen.queryByText('20 min')).not.toBeInTheDocument();
  });

  it('should show the label when there is no file length', () => {
    render(card({ duration: '20 min', mediaSeconds: null }));
    expect(screen.getByText('20 min')).toBeInTheDocument();
  });

  it("should say 'Descargada' only on the card of a meditation stored on this device", async () => {
    const storage = installFakeCaches();
    await act(() => removeAllDownloads());
    (await storage.open(DOWNLOADS_CACHE)).seed(
      `${window.location.origin}/uploads/alba.mp3`,
      {
        [DOWNLOAD_META_HEADER]: encodeMeta({ kind: 'meditation', id: 1, title: 'Alba' }, new Date()),
        'content-length': '1000',
      },
      1000,
    );
    await act(() => refreshDownloads());
    const { unmount } = render(card({ duration: '20 min' }));
    expect(screen.getByRole('link', { name: /Alba/ })).toHaveTextContent('Descargada');
    unmount();
    render(card({ duration: '20 min', id: 2 }));
    expect(screen.queryByText('Descargada')).not.toBeInTheDocument();
  });
});
