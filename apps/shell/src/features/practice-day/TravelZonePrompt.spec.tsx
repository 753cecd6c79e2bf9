import { fakeResponse } from '../../../../../tools/test/polyfills';
import { screen, waitFor } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import { ANA, renderWithShell, signedInAs } from '../../test-utils';
import { TravelZonePrompt } from './TravelZonePrompt';
import { ZONE_ANSWERS_KEY } from './zone-answers';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

/** The device reports `zone` (the rest of Intl keeps working). */
function deviceIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

describe('the travel question (issue 19)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks nothing at home, or on a device whose zone is another name of the same clock', () => {
    signedInAs();
    deviceIn('America/Bogota');
    const { unmount } = renderWithShell(<TravelZonePrompt />, '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    deviceIn('America/Lima');
    renderWithShell(<TravelZonePrompt />, '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps 'Mi zona horaria' and does not ask again for this journey", async () => {
    signedInAs();
    deviceIn('Europe/Madrid');
    global.fetch = jest.fn(async () => fakeResponse(404, ''));
    const { unmount } = renderWithShell(<TravelZonePrompt />, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Estás en otra zona horaria' });
    expect(dialog).toHaveTextContent('Tu dispositivo marca hora de Europa central (Europe/Madrid)');
    expect(dialog).toHaveTextContent('tu perfil hora estándar de Colombia (America/Bogota)');
    await user.click(screen.getByRole('button', { name: /^Mi zona horaria/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(global.fetch).not.toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ method: 'PATCH' }),
    );
    expect(JSON.parse(window.localStorage.getItem(ZONE_ANSWERS_KEY) ?? '[]')).toEqual([
      'u1|America/Bogota|Europe/Madrid',
    ]);
    unmount();
    renderWithShell(<TravelZonePrompt />, '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("uses the new zone when asked to, through the server, and the profile's zone becomes it", async () => {
    signedInAs();
    deviceIn('Europe/Madrid');
    const patches: unknown[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/me' && init.method === 'PATCH') {
        patches.push(JSON.parse(init.body as string));
        return fakeResponse(200, JSON.stringify({ user: { ...ANA, timezone: 'Europe/Madrid' } }));
      }
      return fakeResponse(404, '');
    }) as unknown as typeof fetch;
    renderWithShell(<TravelZonePrompt />, '/');
    await user.click(await screen.findByRole('button', { name: /^Usar la nueva/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ timezone: 'Europe/Madrid' }]);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      timezone: 'Europe/Madrid',
    });
  });
});
