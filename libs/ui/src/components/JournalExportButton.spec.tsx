import '../../../../tools/test/lazy-ui';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../../tools/test/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/query-client';
import { SessionProvider } from '../session/SessionProvider';
import { JournalExportButton } from './JournalExportButton';
import { JournalExportDialog } from './JournalExportDialog';

/** A streamed answer whose chunks the test releases one at a time. */
function streamedResponse(headers: Record<string, string>, chunks: string[]) {
  const encoder = new TextEncoder();
  const releases: Array<() => void> = [];
  const gates = chunks.map(() => new Promise<void>((resolve) => releases.push(resolve)));
  let index = 0;
  const response = {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } as Headers,
    body: {
      getReader: () => ({
        read: async () => {
          if (index >= chunks.length) return { done: true, value: undefined };
          await gates[index];
          return { done: false, value: encoder.encode(chunks[index++]) };
        },
      }),
    },
    text: async () => chunks.join(''),
  } as unknown as Response;
  return { response, release: (i: number) => releases[i]?.() };
}

function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: false,
    status,
    statusText: '',
    headers: { get: () => 'application/json' } as unknown as Headers,
    text: async () => JSON.stringify(body),
  } as Response;
}

describe('JournalExportDialog', () => {
  const saved: string[] = [];
  let blobs: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    window.localStorage.setItem('sessionId', 'sesion-de-prueba');
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:diario';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows the entries and bytes while the file arrives, then saves it with its name', async () => {
    const user = setupUser();
    const big = 'x'.repeat(2_300_000);
    const { response, release } = streamedResponse(
      {
        'x-inhala-entries': '1240',
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="inhala-diario-2026-11-01-a-2026-11-24.pdf"',
      },
      ['%PDF-1.3 ', big],
    );
    const fetchMock = jest.fn().mockResolvedValue(response);
    global.fetch = fetchMock;
    render(<JournalExportDialog open onOpenChange={jest.fn()} />);

    await user.type(await screen.findByLabelText('Desde'), '2026-11-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-24');
    await user.click(screen.getByRole('radio', { name: 'PDF' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Preparando tu diario… 1.240 entradas');
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    release(0);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Preparando tu diario… 1.240 entradas · 1 KB'),
    );
    expect(saved).toEqual([]);
    release(1);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Listo: descargamos inhala-diario-2026-11-01-a-2026-11-24.pdf (1.240 entradas).',
      ),
    );
    expect(saved).toEqual(['inhala-diario-2026-11-01-a-2026-11-24.pdf blob:diario']);
    expect(blobs[0]?.size).toBe(9 + big.length);
    expect(blobs[0]?.type).toBe('application/pdf');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/journal/export?format=pdf&from=2026-11-01&to=2026-11-24');
    expect((init.headers as Record<string, string>)['x-session-id']).toBe('sesion-de-prueba');
  });

  it("shows the server's Spanish message when the export is refused", async () => {
    const user = setupUser();
    global.fetch = jest.fn().mockResolvedValue(
      jsonResponse(429, {
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Has exportado tu diario muchas veces seguidas. Espera unos minutos e inténtalo de nuevo.',
      }),
    );
    render(<JournalExportDialog open onOpenChange={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Has exportado tu diario muchas veces seguidas. Espera unos minutos e inténtalo de nuevo.',
    );
    expect(global.fetch).toHaveBeenCalledWith('/api/journal/export?format=markdown', expect.anything());
    expect(saved).toEqual([]);
  });

  it('names an inverted range before asking the server', async () => {
    const user = setupUser();
    global.fetch = jest.fn();
    render(<JournalExportDialog open onOpenChange={jest.fn()} />);
    await user.type(await screen.findByLabelText('Desde'), '2026-11-24');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»',
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('JournalExportButton', () => {
  afterEach(() => window.localStorage.clear());

  function signedInAs(role: 'client' | 'lead' | 'admin') {
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'u1',
        email: 'ana@inhala.app',
        firstName: 'Ana',
        lastName: 'Luz',
        role,
        timezone: 'Europe/Madrid',
        language: 'es',
        legacyPaymentPlatform: null,
        createdAt: '2026-11-01T00:00:00Z',
      }),
    );
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(404, {}));
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider onRequestSignIn={jest.fn()} onSignedOut={jest.fn()}>
          <JournalExportButton card />
        </SessionProvider>
      </QueryClientProvider>,
    );
  }

  it('opens the export dialog for a person who has a journal', async () => {
    const user = setupUser();
    signedInAs('client');
    expect(screen.getByRole('heading', { name: 'Tu diario' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar mi diario' }));
    expect(await screen.findByRole('dialog', { name: 'Exportar mi diario' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Markdown (.md)' })).toBeChecked();
  });

  it('is not offered to a lead, who has no journal', () => {
    signedInAs('lead');
    expect(screen.queryByRole('button', { name: 'Exportar mi diario' })).not.toBeInTheDocument();
  });
});
