import { fakeResponse } from '../../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { MorningPagesPage } from './MorningPagesPage';

const person = (role: 'lead' | 'client') => ({
  id: 'u1',
  email: 'clara@inhala.app',
  firstName: 'Clara',
  lastName: 'Serena',
  role,
  timezone: 'Europe/Madrid',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
});

/** /morning-pages for `user` (null: a visitor); the server has no pages yet. Returns the calls made. */
function visit(user: ReturnType<typeof person> | null) {
  window.localStorage.clear();
  if (user) {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return fakeResponse(200, url === '/api/morning-pages' ? '[]' : 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/morning-pages']}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path="/morning-pages" element={<MorningPagesPage />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('MorningPagesPage', () => {
  it("shows a lead the journal's locked teaser and never asks for the pages", async () => {
    const calls = visit(person('lead'));
    expect(await screen.findByRole('heading', { name: 'Mi Journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desbloquear Journal' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('heading', { name: 'Páginas Matutinas' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /api/morning-pages');
  });

  it('shows a client the morning pages', async () => {
    const calls = visit(person('client'));
    expect(await screen.findByText('Aún no hay páginas matutinas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Páginas Matutinas' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/morning-pages');
  });

  it('asks a visitor to sign in', async () => {
    visit(null);
    expect(await screen.findByRole('heading', { name: 'Acceso Restringido' })).toBeInTheDocument();
  });
});
