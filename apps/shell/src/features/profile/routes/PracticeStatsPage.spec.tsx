import { fakeResponse } from '../../../../../../tools/test/polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../../tools/test/user';
import { mergePracticeDays, type PracticeStatsDto } from '@inhala/domain';
import { ANA, renderWithShell, signedInAs } from '../../../test-utils';
import { PracticeStatsPage } from './PracticeStatsPage';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const TODAY = '2026-11-25'; // a Wednesday

const STATS: PracticeStatsDto = {
  timezone: 'Europe/Madrid',
  minutesThisWeek: 45,
  daysThisWeek: 3,
  weeklyGoal: null,
  minutesTotal: 70,
  sessions: 7,
  ritualsCompleted: 1,
  currentStreak: 2,
  longestStreak: 5,
  days: mergePracticeDays(TODAY, [
    { date: '2026-11-23', seconds: 1200, otherPractice: false },
    { date: '2026-11-24', seconds: 900, otherPractice: false },
    { date: '2026-11-25', seconds: 2400, otherPractice: true },
    { date: '2026-11-20', seconds: 0, otherPractice: true },
  ]),
};

/** Ana, in Madrid: the stats' days are hers. */
const signedIn = () => signedInAs({ ...ANA, timezone: 'Europe/Madrid' });

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async (url: string) =>
    url === '/api/practice/stats' ? fakeResponse(status, JSON.stringify(body)) : fakeResponse(200, '{}'),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("'Mi práctica'", () => {
  beforeEach(() => {
    window.localStorage.clear();
    signedIn();
  });

  it('shows the figures, and the 12 weeks as a picture of 7 rows and a spoken list', async () => {
    const fetchMock = answer(200, STATS);
    renderWithShell(<PracticeStatsPage />, '/profile/practica');

    expect(screen.getByRole('status', { name: 'Cargando tu práctica' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('Tus cifras');
    const figure = (label: string) => within(figures).getByText(label).closest('div')!.textContent;
    expect(figure('Esta semana')).toBe('Esta semana45minutos');
    expect(figure('En total')).toBe('En total70minutos');
    expect(figure('Sesiones')).toBe('Sesiones7');
    expect(figure('Rituales completados')).toBe('Rituales completados1');
    expect(figure('Racha actual')).toBe('Racha actual2días');
    expect(figure('Tu siembra más constante')).toBe('Tu siembra más constante5días');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/practice/stats');

    const picture = screen.getByRole('img', {
      name: 'Calendario de las últimas 12 semanas: 4 días con práctica',
    });
    // 7 row labels, 12 weeks × 7 cells, the last week's 4 days after today empty.
    expect(picture.querySelectorAll('[data-intensity]')).toHaveLength(12 * 7 - 4);
    expect(picture.querySelector('[title="Miércoles 25 de noviembre: 40 minutos"]')).toHaveAttribute(
      'data-intensity',
      '4',
    );
    expect(picture.querySelector('[title="Viernes 20 de noviembre: practicado"]')).toHaveAttribute(
      'data-intensity',
      '1',
    );

    const spoken = screen.getByRole('list', { name: 'Tus días de las últimas 12 semanas' });
    const items = within(spoken)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(80);
    expect(items[0]).toBe('Lunes 7 de septiembre: sin práctica');
    expect(items.slice(-3)).toEqual([
      'Lunes 23 de noviembre: 20 minutos',
      'Martes 24 de noviembre: 15 minutos',
      'Miércoles 25 de noviembre: 40 minutos',
    ]);
  });

  it('invites a newcomer to meditate instead of an empty picture', async () => {
    answer(200, {
      ...STATS,
      minutesThisWeek: 0,
      minutesTotal: 0,
      sessions: 0,
      ritualsCompleted: 0,
      currentStreak: 0,
      longestStreak: 0,
      days: mergePracticeDays(TODAY, []),
    });
    renderWithShell(<PracticeStatsPage />, '/profile/practica');
    expect(await screen.findByText(/Aún no hay días de práctica/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meditar ahora' })).toHaveAttribute('href', '/meditaciones');
    expect(screen.queryByRole('img', { name: /Calendario/ })).not.toBeInTheDocument();
  });

  it('says when the stats cannot be read, and tries again', async () => {
    const fetchMock = answer(403, { message: 'No tienes permiso para realizar esta acción' });
    renderWithShell(<PracticeStatsPage />, '/profile/practica');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tu práctica. Inténtalo de nuevo en un momento.');
    answer(200, STATS);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('img', { name: /Calendario de las últimas 12 semanas/ }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('Meta semanal', () => {
    /** The stats as the server has them, updated by PUT and DELETE as the server would. */
    function server(initial: PracticeStatsDto) {
      let stats = initial;
      const calls: Array<{ method: string; body: unknown }> = [];
      global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (url === '/api/practice/weekly-goal') {
          const body = init?.body
            ? (JSON.parse(init.body as string) as PracticeStatsDto['weeklyGoal'])
            : null;
          calls.push({ method, body });
          stats = { ...stats, weeklyGoal: method === 'PUT' ? body : null };
          return method === 'PUT' ? fakeResponse(200, JSON.stringify(body)) : fakeResponse(204, '');
        }
        return url === '/api/practice/stats'
          ? fakeResponse(200, JSON.stringify(stats))
          : fakeResponse(200, '{}');
      }) as unknown as typeof fetch;
      return calls;
    }

    it('sets a goal in days, shows the week against it, and removes it', async () => {
      const calls = server(STATS);
      renderWithShell(<PracticeStatsPage />, '/profile/practica');
      const section = await screen.findByRole('region', { name: 'Meta semanal' });
      expect(section).toHaveTextContent('si un día no practicas, no pierdes nada');
      await user.click(within(section).getByRole('radio', { name: 'Días con práctica' }));
      const days = within(section).getByLabelText('Días por semana');
      expect(days).toHaveValue(3);
      await user.clear(days);
      await user.type(days, '8');
      await user.click(within(section).getByRole('button', { name: 'Guardar meta' }));
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Tu meta en días debe ser un número entero entre 1 y 7.',
      );
      expect(calls).toEqual([]);

      await user.clear(days);
      await user.type(days, '4');
      await user.click(within(section).getByRole('button', { name: 'Guardar meta' }));
      const bar = await within(section).findByRole('progressbar', { name: 'Meta semanal' });
      expect(bar).toHaveAttribute('aria-valuetext', '3 de 4 días esta semana');
      expect(calls).toEqual([{ method: 'PUT', body: { kind: 'days', target: 4 } }]);

      await user.click(within(section).getByRole('button', { name: 'Quitar meta' }));
      expect(await within(section).findByRole('button', { name: 'Guardar meta' })).toBeInTheDocument();
      expect(calls.at(-1)).toEqual({ method: 'DELETE', body: null });
    });

    it('says when the week is met, and changes a goal from its own values', async () => {
      server({ ...STATS, weeklyGoal: { kind: 'minutes', target: 30 } });
      renderWithShell(<PracticeStatsPage />, '/profile/practica');
      const section = await screen.findByRole('region', { name: 'Meta semanal' });
      expect(await within(section).findByText(/45 de 30 minutos esta semana/)).toHaveTextContent(
        '45 de 30 minutos esta semana · ¡Meta cumplida!',
      );
      await user.click(within(section).getByRole('button', { name: 'Cambiar meta' }));
      expect(within(section).getByRole('radio', { name: 'Minutos a la semana' })).toBeChecked();
      expect(within(section).getByRole('radio', { name: 'Minutos a la semana' })).toHaveFocus();
      expect(within(section).getByLabelText('Minutos por semana')).toHaveValue(30);
      await user.click(within(section).getByRole('button', { name: 'Cancelar' }));
      expect(within(section).getByRole('progressbar', { name: 'Meta semanal' })).toBeInTheDocument();
      await waitFor(() =>
        expect(within(section).getByRole('heading', { name: 'Meta semanal' })).toHaveFocus(),
      );
    });
  });
});
