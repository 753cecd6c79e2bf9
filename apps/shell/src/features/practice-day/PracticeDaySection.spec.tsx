import { fakeResponse } from '../../../../../tools/test/polyfills';
import { screen } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../tools/test/user';
import { ANA, renderWithShell, signedInAs } from '../../test-utils';
import { PracticeDaySection } from './PracticeDaySection';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

describe("'Mi día termina a las' (issue 19)", () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the chosen hour at once, with the session, and keeps it for the next visit', async () => {
    signedInAs();
    const patches: unknown[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/me' && init.method === 'PATCH') {
        patches.push(JSON.parse(init.body as string));
        return fakeResponse(200, JSON.stringify({ user: { ...ANA, dayEndsAt: 2 } }));
      }
      return fakeResponse(404, '');
    }) as unknown as typeof fetch;
    renderWithShell(<PracticeDaySection />, '/profile');

    const select = screen.getByLabelText('Mi día termina a las');
    expect(select).toHaveValue('0');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Medianoche (00:00)',
      '1:00 de la madrugada',
      '2:00 de la madrugada',
      '3:00 de la madrugada',
      '4:00 de la madrugada',
    ]);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.selectOptions(select, '1');
    await user.selectOptions(select, '2');
    expect(patches).toEqual([]); // choosing saves nothing yet
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado');
    expect(patches).toEqual([{ dayEndsAt: 2 }]);
    expect(select).toHaveValue('2');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ dayEndsAt: 2 });
  });

  it("says the server's refusal and keeps the hour as it was", async () => {
    signedInAs();
    global.fetch = jest.fn(async () =>
      fakeResponse(
        400,
        JSON.stringify({ message: 'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada' }),
      ),
    );
    renderWithShell(<PracticeDaySection />, '/profile');
    await user.selectOptions(screen.getByLabelText('Mi día termina a las'), '4');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu día puede terminar a medianoche o a la 1, 2, 3 o 4 de la madrugada',
    );
    expect(screen.getByLabelText('Mi día termina a las')).toHaveAccessibleDescription(
      expect.stringContaining('Tu día puede terminar a medianoche'),
    );
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ dayEndsAt: 0 });
  });

  it('says until when the day under way stays open after a change that would end it early, and not after', () => {
    const until = new Date(Date.now() + 3_600_000);
    signedInAs({ ...ANA, practiceDayHold: { day: '2026-11-23', until: until.toISOString() } });
    const { unmount } = renderWithShell(<PracticeDaySection />, '/profile');
    expect(
      screen.getByText(/Tu día del 23 de noviembre, 2026 sigue abierto hasta las \d\d:\d\d/),
    ).toBeInTheDocument();
    unmount();
    signedInAs({ ...ANA, practiceDayHold: { day: '2026-11-23', until: '2026-11-24T05:00:00.000Z' } });
    renderWithShell(<PracticeDaySection />, '/profile');
    expect(screen.queryByText(/sigue abierto/)).not.toBeInTheDocument();
  });
});
