import '../../../../../../tools/test/lazy-ui';
import { person } from '../../../../../../tools/test/chat-fixtures';
import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient, ritualKeys } from '@inhala/ui';
import { RitualHero } from './RitualHero';

const CLIENT = person('client');
const RITUAL = { id: 5, date: '2026-11-21', intention: 'calma', duration: 25, style: 'Activa' };

/** The hero for the client; `cached` is what this tab last read of today's ritual, if anything. */
function mount(server: object | null, cached?: object | null) {
  window.localStorage.clear();
  window.localStorage.setItem('user', JSON.stringify(CLIENT));
  window.localStorage.setItem('sessionId', 'a'.repeat(32));
  window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  global.fetch = jest.fn(async (url: string) =>
    fakeResponse(200, url === '/api/ritual/today' ? JSON.stringify(server) : 'null'),
  ) as unknown as typeof fetch;
  const client = createQueryClient();
  if (cached !== undefined) client.setQueryData(ritualKeys.today, cached);
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <RitualHero />
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('RitualHero', () => {
  it("should lead to /form with 'Meditar ahora' when today has no ritual", async () => {
    mount(null);
    expect(await screen.findByRole('link', { name: 'Meditar ahora' })).toHaveAttribute('href', '/form');
  });

  it("should lead to /ritual with 'Continuar Ritual' once today's ritual is started", async () => {
    mount({ ...RITUAL, completed: false });
    expect(await screen.findByRole('link', { name: 'Continuar Ritual' })).toHaveAttribute('href', '/ritual');
  });

  it("should lead to /ritual with 'Ver mi Ritual de Hoy' once today's ritual is completed", async () => {
    mount({ ...RITUAL, completed: true });
    expect(await screen.findByRole('link', { name: 'Ver mi Ritual de Hoy' })).toHaveAttribute(
      'href',
      '/ritual',
    );
  });

  it('should not offer /form from an older cached answer when today has a ritual by now', async () => {
    mount({ ...RITUAL, completed: false }, null);
    expect(await screen.findByRole('link', { name: 'Continuar Ritual' })).toHaveAttribute('href', '/ritual');
  });
});
