import { screen, within } from '@testing-library/react';
import { bundle, challenge, day, json, mountChallengeScreen } from '../challenge-test-kit';
import { ChallengeTrackerPage } from './ChallengeTrackerPage';

// A fake clock: findBy and waitFor count their second in this clock's time, which a busy
// machine does not eat into; the screens' timers run when the test moves it.
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const GRATITUD = challenge(2, 'Despertar la gratitud', 10);
const DAYS = Array.from({ length: 10 }, (_, i) => day(2, i + 1));

function routes(progress: object, leave = () => json(200, { message: 'Saliste del reto' })) {
  return {
    'GET /api/content': () => json(200, bundle([GRATITUD])),
    'GET /api/challenges/user-progress': () => json(200, { progress: [progress] }),
    'GET /api/challenges/2/days': () => json(200, DAYS),
    'GET /api/challenges/2/completions': () => json(200, [{ dayId: 203, sectionNumber: 1 }]),
    'POST /api/challenges/2/leave': leave,
  };
}

const ACTIVE = {
  challengeId: 2,
  currentDay: 3,
  completedDays: [1, 2, 5],
  isActive: true,
  isCompleted: false,
  completedAt: null,
};
const mount = (r: ReturnType<typeof routes>, at = '/challenge/2/track') =>
  mountChallengeScreen(<ChallengeTrackerPage />, '/challenge/:id/track', at, r);

describe('ChallengeTrackerPage', () => {
  it("shows the progress, opens days up to the current one or completed, and today's sections", async () => {
    mount(routes(ACTIVE));
    expect(await screen.findByRole('heading', { name: 'Despertar la gratitud' })).toBeInTheDocument();
    expect(screen.getByText('3/10 días completados')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso del reto' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );

    const grid = screen.getByRole('list', { name: 'Días del reto' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(10);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(within(grid).getByRole('button', { name: 'Día 3, día actual' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(grid).getByRole('button', { name: 'Día 5, completado' })).toBeEnabled();

    expect(await screen.findByRole('heading', { name: 'Día 3: Tema 3' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Marcar como completada' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Abrir día 3' })).toHaveAttribute('href', '/challenges/2/day/3');
    expect(screen.queryByText('¡Felicidades!')).not.toBeInTheDocument();
  });

  it('opens a day from the grid', async () => {
    const { user } = mount(routes(ACTIVE));
    await user.click(await screen.findByRole('button', { name: 'Día 2, completado' }));
    expect(await screen.findByText('Ruta: /challenges/2/day/2')).toBeInTheDocument();
  });

  it('shows the congratulations panel and no leave option once every day is done', async () => {
    mount(
      routes({
        ...ACTIVE,
        currentDay: 10,
        completedDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        isActive: false,
        isCompleted: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: '¡Felicidades!' })).toBeInTheDocument();
    expect(screen.getByText('10/10 días completados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abandonar reto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como completada' })).not.toBeInTheDocument();
  });

  it('leaves after confirmation and goes to /challenges', async () => {
    const r = routes(ACTIVE);
    const { user, calls } = mount(r);
    await user.click(await screen.findByRole('button', { name: 'Abandonar reto' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Abandonar el reto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).not.toContain('POST /api/challenges/2/leave');

    await user.click(screen.getByRole('button', { name: 'Abandonar reto' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abandonar' }));
    expect(await screen.findByText('Ruta: /challenges')).toBeInTheDocument();
    expect(calls).toContain('POST /api/challenges/2/leave');
  });

  it('stays and says so when leaving fails', async () => {
    const { user } = mount(
      routes(ACTIVE, () =>
        json(409, {
          statusCode: 409,
          errorCode: 'CHALLENGE.NOT_JOINED',
          message: 'Únete al reto para avanzar en sus días',
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Abandonar reto' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abandonar' }));
    expect(await screen.findByText('No se pudo abandonar el reto', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Despertar la gratitud' })).toBeInTheDocument();
  });

  it('sends someone who has not joined to the detail page', async () => {
    mount({ ...routes(ACTIVE), 'GET /api/challenges/user-progress': () => json(200, { progress: [] }) });
    expect(await screen.findByText('Ruta: /challenge/2')).toBeInTheDocument();
  });

  it('answers an unknown challenge with "Reto no encontrado"', async () => {
    mount(routes(ACTIVE), '/challenge/77/track');
    expect(await screen.findByRole('heading', { name: 'Reto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Retos' })).toHaveAttribute('href', '/challenges');
  });
});
