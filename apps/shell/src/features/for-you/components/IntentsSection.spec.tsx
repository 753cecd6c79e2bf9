import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../../tools/test/user';
import { renderWithShell, signedInAs } from '../../../test-utils';
import { IntentsSection } from './IntentsSection';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
  signedInAs();
});

/** The server: the saved answers on GET, and what a PUT answers (its status and body). */
function server(saved: string[], put: { status: number; body: unknown }) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/practice/intents' && init?.method === 'PUT')
      return fakeResponse(put.status, JSON.stringify(put.body));
    if (url === '/api/practice/intents')
      return fakeResponse(200, JSON.stringify({ intents: saved, ask: false }));
    return fakeResponse(200, '{}');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("the profile's '¿Qué te trae a Inhala?'", () => {
  it('should show the saved answers and save a change only when there is one', async () => {
    const fetchMock = server(['dormir'], {
      status: 200,
      body: { intents: ['dormir', 'enfoque'], ask: false },
    });
    renderWithShell(<IntentsSection />);
    const section = await screen.findByRole('region', { name: '¿Qué te trae a Inhala?' });
    const sleep = await within(section).findByRole('checkbox', { name: 'Dormir mejor' });
    await waitFor(() => expect(sleep).toBeChecked());
    const save = within(section).getByRole('button', { name: 'Guardar respuestas' });
    expect(save).toBeDisabled();

    await user.click(within(section).getByRole('checkbox', { name: 'Enfocarme' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/practice/intents',
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ intents: ['dormir', 'enfoque'] }) }),
      ),
    );
    expect(await screen.findByText('Respuestas guardadas')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('should keep the choices and say so in Spanish when the server refuses them', async () => {
    server([], { status: 400, body: { message: 'Elige entre las opciones de «¿Qué te trae a Inhala?».' } });
    renderWithShell(<IntentsSection />);
    const section = await screen.findByRole('region', { name: '¿Qué te trae a Inhala?' });
    const calm = await within(section).findByRole('checkbox', { name: 'Calmar la ansiedad' });
    await user.click(calm);
    await user.click(within(section).getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('No se guardaron tus respuestas')).toBeInTheDocument();
    expect(screen.getByText('Elige entre las opciones de «¿Qué te trae a Inhala?».')).toBeInTheDocument();
    expect(calm).toBeChecked();
  });
});
