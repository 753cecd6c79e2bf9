import { act, render, screen } from '@testing-library/react';
import { installFakeCaches, type FakeCacheStorage } from '../../../../tools/test/fake-caches';
import { FakeResponse, installFakeFetchStream, streamOf } from '../../../../tools/test/fake-fetch-stream';
import { setupUser } from '../../../../tools/test/user';
import { DOWNLOADS_CACHE, DOWNLOAD_META_HEADER, encodeMeta, type DownloadMeta } from './downloads-cache';
import { DOWNLOAD_TEXTS } from './download-texts';
import { refreshDownloads, removeAllDownloads } from './downloads-store';
import { DownloadButton } from './DownloadButton';

const SRC = '/uploads/alba.mp3';
const KEY = `${window.location.origin}${SRC}`;
const META: DownloadMeta = { kind: 'meditation', id: 7, title: 'Alba en calma' };

describe('DownloadButton', () => {
  let storage: FakeCacheStorage;

  beforeEach(async () => {
    installFakeFetchStream();
    storage = installFakeCaches();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ quota: 1e9, usage: 0 }), persist: async () => true },
    });
    await act(() => removeAllDownloads());
  });

  it('should say a stored recording is downloaded, and remove it on request', async () => {
    (await storage.open(DOWNLOADS_CACHE)).seed(
      KEY,
      { [DOWNLOAD_META_HEADER]: encodeMeta(META, new Date()), 'content-length': '2048' },
      2048,
    );
    await act(() => refreshDownloads());
    const person = setupUser();
    render(<DownloadButton src={SRC} meta={META} />);
    expect(screen.getByText('Descargada')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Eliminar descarga de Alba en calma' }));
    expect(await screen.findByRole('button', { name: 'Descargar Alba en calma' })).toBeInTheDocument();
    await expect(storage.open(DOWNLOADS_CACHE).then((c) => c.keys())).resolves.toEqual([]);
  });

  it('should show the percentage while it downloads, and go back to Descargar when cancelled', async () => {
    global.fetch = jest.fn(
      async (_url: string, init: { signal: AbortSignal }) =>
        new FakeResponse(streamOf([new Uint8Array(42)], { signal: init.signal }), {
          headers: { 'Content-Length': '100' },
        }),
    ) as unknown as typeof fetch;
    const person = setupUser();
    render(<DownloadButton src={SRC} meta={META} />);
    await person.click(screen.getByRole('button', { name: 'Descargar Alba en calma' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Descargando… 42 %');
    await person.click(screen.getByRole('button', { name: 'Cancelar la descarga de Alba en calma' }));
    expect(await screen.findByRole('button', { name: 'Descargar Alba en calma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Descargada')).not.toBeInTheDocument();
  });

  it('should say in Spanish why a download failed, and offer it again', async () => {
    global.fetch = jest.fn(async () => new FakeResponse(null, { status: 404 })) as unknown as typeof fetch;
    const person = setupUser();
    render(<DownloadButton src={SRC} meta={META} />);
    await person.click(screen.getByRole('button', { name: 'Descargar Alba en calma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_TEXTS.gone);
    expect(screen.getByRole('button', { name: 'Descargar Alba en calma' })).toBeEnabled();
  });

  it('should offer nothing for a link that is not an upload, nor where the browser cannot store files', () => {
    const { container, rerender } = render(<DownloadButton src="https://example.com/alba.mp3" meta={META} />);
    expect(container).toBeEmptyDOMElement();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    rerender(<DownloadButton src={SRC} meta={META} />);
    expect(container).toBeEmptyDOMElement();
  });
});
