import { act, screen, within } from '@testing-library/react';
import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { installFakeCaches, type FakeCacheStorage } from '../../../../../../tools/test/fake-caches';
import { setupUser } from '../../../../../../tools/test/user';
import {
  DOWNLOADS_CACHE,
  DOWNLOAD_META_HEADER,
  encodeMeta,
  refreshDownloads,
  removeAllDownloads,
} from '@inhala/ui';
import { ANA, renderWithShell, signedInAs } from '../../../test-utils';
import { DownloadsSection } from './DownloadsSection';

const origin = window.location.origin;

describe("Profile 'Descargas' (issue 30)", () => {
  let storage: FakeCacheStorage;
  const estimate = jest.fn(async () => ({ quota: 1_000_000_000, usage: 0 }));

  beforeEach(async () => {
    window.localStorage.clear();
    signedInAs(ANA);
    storage = installFakeCaches();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate } });
    global.fetch = jest.fn(async () => fakeResponse(404, ''));
    await act(() => removeAllDownloads());
  });

  async function stored(
    items: Array<{ id: number; title: string; bytes: number; at: string; kind?: 'angel-monday' }>,
  ) {
    const cache = await storage.open(DOWNLOADS_CACHE);
    for (const item of items)
      cache.seed(
        `${origin}/uploads/${item.id}.mp3`,
        {
          [DOWNLOAD_META_HEADER]: encodeMeta(
            { kind: item.kind ?? 'meditation', id: item.id, title: item.title },
            new Date(item.at),
          ),
          'content-length': String(item.bytes),
        },
        item.bytes,
      );
    await act(() => refreshDownloads());
  }

  it('should say how to download when there is nothing, and the space left the browser tells', async () => {
    renderWithShell(<DownloadsSection />, '/profile');
    const section = await screen.findByRole('region', { name: 'Descargas' });
    expect(section).toHaveTextContent(
      'Pulsa «Descargar» en una meditación, un Angel Monday o un audio de un reto',
    );
    expect(await within(section).findByText('Espacio libre aprox.: 953,7 MB')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Eliminar todo' })).not.toBeInTheDocument();
  });

  it('should not guess the space left when the browser does not tell it', async () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: {} });
    renderWithShell(<DownloadsSection />, '/profile');
    const section = await screen.findByRole('region', { name: 'Descargas' });
    expect(section).not.toHaveTextContent('Espacio libre');
  });

  it('should list each download with its size and the total, and remove one', async () => {
    await stored([
      { id: 1, title: 'Alba en calma', bytes: 13_002_342, at: '2026-11-20T10:00:00Z' },
      { id: 2, title: 'Respira', bytes: 2048, at: '2026-11-21T10:00:00Z', kind: 'angel-monday' },
    ]);
    const person = setupUser();
    renderWithShell(<DownloadsSection />, '/profile');
    const list = await screen.findByRole('list', { name: 'Audios descargados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RespiraAngel Monday · 2 KB Eliminar', 'Alba en calmaMeditación · 12,4 MB Eliminar']);
    expect(screen.getByText('Total descargado').nextSibling).toHaveTextContent('12,4 MB');
    await person.click(screen.getByRole('button', { name: 'Eliminar Respira' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect([...(await storage.open(DOWNLOADS_CACHE)).entries.keys()]).toEqual([`${origin}/uploads/1.mp3`]);
  });

  it("should remove everything after 'Eliminar todo' is confirmed, and nothing when cancelled", async () => {
    await stored([{ id: 1, title: 'Alba en calma', bytes: 4096, at: '2026-11-20T10:00:00Z' }]);
    const person = setupUser();
    renderWithShell(<DownloadsSection />, '/profile');
    await person.click(await screen.findByRole('button', { name: 'Eliminar todo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar todas las descargas' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(true);

    await person.click(screen.getByRole('button', { name: 'Eliminar todo' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar todas las descargas' });
    await person.click(within(dialog).getByRole('button', { name: 'Eliminar todo' }));
    expect(await screen.findByText(/Aún no has descargado nada/)).toBeInTheDocument();
    await expect(storage.has(DOWNLOADS_CACHE)).resolves.toBe(false);
  });
});
