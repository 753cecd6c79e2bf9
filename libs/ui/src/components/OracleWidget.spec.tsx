import '../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '../../../../tools/test/user';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../data/query-client';
import { ToastProvider } from '../toast/Toaster';
import { resetNetworkStatusForTests } from '../offline/network-status';
import { OracleWidget } from './OracleWidget';

const CARD = {
  id: 7,
  name: 'Escudo de luz',
  imageUrl: '/api/art/oracle/escudo-de-luz.svg',
  explanation: 'Hoy estás protegida.',
  description: null,
  arcangelId: 1,
  arcangelName: 'Arcángel Miguel',
};

function renderWidget(signedIn: boolean) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<OracleWidget context="home" signedIn={signedIn} />} />
            <Route path="/smart-conversion/oracle" element={<p>Conversión del oráculo</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('OracleWidget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a visitor who taps a card to the oracle conversion page, without drawing', async () => {
    global.fetch = jest.fn();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderWidget(false);
    await user.click(screen.getAllByRole('button', { name: 'Carta 1' })[0]!);
    expect(await screen.findByText('Conversión del oráculo')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the 6 backs twice (a carousel) but offers each to screen readers and the keyboard once', async () => {
    global.fetch = jest.fn();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderWidget(false);
    const names = ['Carta 1', 'Carta 2', 'Carta 3', 'Carta 4', 'Carta 5', 'Carta 6'];
    const cards = screen.getAllByRole('button', { name: /^Carta \d$/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(names);
    expect(screen.getAllByRole('button', { name: /^Carta \d$/, hidden: true })).toHaveLength(12);
    // Tab walks the six and leaves the picker, without passing through the hidden copies.
    const visited: string[] = [];
    for (let i = 0; i < 7; i++) {
      await user.tab();
      visited.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(visited.slice(0, 6)).toEqual(names);
    expect(visited[6]).not.toMatch(/^Carta/);
  });

  it('draws 200 ms after the tap, once, and reveals the card through the timeline', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/today')) return fakeResponse(200, JSON.stringify({ hasDrawn: false, card: null }));
      return fakeResponse(200, JSON.stringify({ card: CARD, isNewDraw: true }));
    }) as unknown as typeof fetch;
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderWidget(true);
    expect(
      await screen.findByText('Selecciona una carta para revelar tu mensaje de los Arcángeles'),
    ).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Carta 2' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Carta 2' })[0]!); // the lock ignores a second tap
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/oracle-cards/draw']);
    expect(await screen.findByText('Revelando tu mensaje...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Tu carta para hoy')).toBeInTheDocument();
    expect(screen.getByText('Guiado por: Arcángel Miguel')).toBeInTheDocument();
    expect(screen.getByText('Tu mensaje de sabiduría: Escudo de luz')).toBeInTheDocument();
  });

  it('says so and lets the person try again when the draw fails', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.includes('/today')
        ? fakeResponse(200, JSON.stringify({ hasDrawn: false, card: null }))
        : fakeResponse(500, 'boom'),
    ) as unknown as typeof fetch;
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderWidget(true);
    await user.click((await screen.findAllByRole('button', { name: 'Carta 4' }))[0]!);
    await act(async () => {
      jest.advanceTimersByTime(200); // the selection delay
    });
    await act(async () => {
      jest.advanceTimersByTime(2000); // the one retry of a failed write
    });
    expect(await screen.findByText('No se pudo revelar la carta. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Carta 4' })[0]).toBeEnabled();
  });

  it("shows 'Failed to fetch oracle card: {status}' when today's card cannot be read", async () => {
    global.fetch = jest.fn(async () => fakeResponse(503, ''));
    renderWidget(true);
    expect(await screen.findByText('Failed to fetch oracle card: 503')).toBeInTheDocument();
  });

  describe('offline (issue 18)', () => {
    afterEach(() => resetNetworkStatusForTests(true));

    it("says in Spanish that today's card needs the network, not 'Failed to fetch oracle card: 0'", async () => {
      global.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderWidget(true);
      expect(
        await screen.findByText(
          'Sacar tu carta del día necesita conexión a internet. Inténtalo cuando vuelvas a estar en línea.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Failed to fetch oracle card/)).not.toBeInTheDocument();
    });

    it('does not offer the cards while the browser is offline', async () => {
      resetNetworkStatusForTests(false);
      global.fetch = jest.fn(async () => fakeResponse(200, JSON.stringify({ hasDrawn: false, card: null })));
      renderWidget(true);
      expect(await screen.findByText(/necesita conexión a internet/)).toBeInTheDocument();
      for (const card of screen.getAllByRole('button', { name: 'Carta 1' })) expect(card).toBeDisabled();
    });
  });
});
