import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { errorLogger } from '@inhala/ui';
import { RemotePage } from './RemotePage';

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
  afterEach(() => jest.restoreAllMocks());

  it('should show the fallback and keep a ChunkLoadError among the critical errors', async () => {
    jest
      .mocked(loadRemote)
      .mockRejectedValue(new Error('[ Federation Runtime ]: Failed to load script resources #RUNTIME-008'));
    render(<RemotePage module="practice/JournalRoutes" />);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(errorLogger.critical()).toEqual([
      expect.objectContaining({
        message:
          'ChunkLoadError: No se pudo cargar practice/JournalRoutes: [ Federation Runtime ]: Failed to load script resources #RUNTIME-008',
      }),
    ]);
  });
});
