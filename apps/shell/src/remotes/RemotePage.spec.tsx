import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { errorLogger, resetNetworkStatusForTests } from '@inhala/ui';
import { RemotePage } from './RemotePage';

const inRouter = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('RemotePage when a remote cannot load', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML =
      '<script id="remotes-manifest" type="application/json">{"practice":"/remotes/practice/remoteEntry.js"}</script>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setOnline(true);
    resetNetworkStatusForTests(true);
  });

  it('should show the fallback and keep a ChunkLoadError among the critical errors', async () => {
    jest
      .mocked(loadRemote)
      .mockRejectedValue(new Error('[ Federation Runtime ]: Failed to load script resources #RUNTIME-008'));
    inRouter(<RemotePage module="practice/JournalRoutes" />);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    // Some sections show no navigation: the fallback always has a way home.
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(errorLogger.critical()).toEqual([
      expect.objectContaining({
        message:
          'ChunkLoadError: No se pudo cargar practice/JournalRoutes: [ Federation Runtime ]: Failed to load script resources #RUNTIME-008',
      }),
    ]);
  });

  it('should say the chat needs the network when offline, offer a way home, and open by itself when it is back', async () => {
    setOnline(false);
    resetNetworkStatusForTests(false);
    jest.mocked(loadRemote).mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ community: '/remotes/community/remoteEntry.js' }),
    })) as unknown as typeof fetch;
    inRouter(
      <RemotePage module="community/ChatRoutes" offlineTitle="El chat necesita conexión a internet" />,
    );
    expect(
      await screen.findByRole('heading', { name: 'El chat necesita conexión a internet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Comunidad</h1> });
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Comunidad' })).toBeInTheDocument();
  });
});
