import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import type { ListeningShelfDto, ListeningShelfItemDto } from '@inhala/domain';
import { renderWithShell } from '../../../test-utils';
import { ContinueListeningShelf } from './ContinueListeningShelf';

const MEDITATION: ListeningShelfItemDto = {
  kind: 'meditation',
  id: 12,
  position: 300,
  duration: 1200,
  updatedAt: '2026-11-20T10:05:00.000Z',
  title: 'Soltar el día',
  imageUrl: '/uploads/soltar.jpg',
  gradientOption: null,
  category: 'Sueño',
  href: '/meditation/4',
};
const ANGEL_MONDAY: ListeningShelfItemDto = {
  kind: 'angel-monday',
  id: 3,
  position: 60,
  duration: 400,
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'La luz de Rafael',
  imageUrl: null,
  gradientOption: 2,
  category: 'Angel Monday',
  href: '/angel-mondays?id=3',
};

function server(shelf: ListeningShelfDto | { status: number }) {
  const fetchMock = jest.fn(async (url: string) => {
    if (url === '/api/practice/listening') {
      if ('status' in shelf) return fakeResponse(shelf.status, '{"message":"Error"}');
      return fakeResponse(200, JSON.stringify(shelf));
    }
    return fakeResponse(200, '{}');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("home's 'Continuar escuchando'", () => {
  it('should show each recording left half way, with what is left and how far, linking to its player', async () => {
    server({ items: [MEDITATION, ANGEL_MONDAY] });
    renderWithShell(<ContinueListeningShelf enabled />);
    const section = await screen.findByRole('region', { name: 'Continuar escuchando' });
    const cards = within(section).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/meditation/4', '/angel-mondays?id=3']);
    expect(cards[0]).toHaveTextContent('Soltar el día');
    expect(cards[0]).toHaveTextContent('Sueño');
    expect(cards[0]).toHaveTextContent('15 min restantes');
    expect(within(cards[0]!).getByRole('progressbar', { name: 'Escuchado' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // 340 s left: 6 minutes to the nearest.
    expect(cards[1]).toHaveTextContent('La luz de Rafael');
    expect(cards[1]).toHaveTextContent('6 min restantes');
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '15 % escuchado');
  });

  it('should take no room when there is nothing to continue, or it cannot be read', async () => {
    const empty = server({ items: [] });
    const { container, unmount } = renderWithShell(<ContinueListeningShelf enabled />);
    await waitFor(() => expect(empty).toHaveBeenCalledWith('/api/practice/listening', expect.anything()));
    expect(container).toBeEmptyDOMElement();
    unmount();

    const failing = server({ status: 500 });
    const failed = renderWithShell(<ContinueListeningShelf enabled />);
    await waitFor(() => expect(failing).toHaveBeenCalledWith('/api/practice/listening', expect.anything()));
    expect(failed.container).toBeEmptyDOMElement();
  });

  it('should not ask at all for someone without a subscription', () => {
    const fetchMock = server({ items: [MEDITATION] });
    const { container } = renderWithShell(<ContinueListeningShelf enabled={false} />);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/practice/listening', expect.anything());
    expect(container).toBeEmptyDOMElement();
  });
});
