import { screen, within } from '@testing-library/react';
import { LEAD_WITHOUT_SUBSCRIPTION } from '@inhala/domain';
import { CLIENT, bundle, challenge, day, json, mountChallengeScreen } from '../challenge-test-kit';
import { ChallengeDetailPage } from './ChallengeDetailPage';
import { ChallengesPage } from './ChallengesPage';

// A fake clock: findBy and waitFor count their second in this clock's time, which a busy
// machine does not eat into; the screens' timers run when the test moves it.
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const CALMA = challenge(1, 'Siete días de calma', 7);
const GRATITUD = challenge(2, 'Despertar la gratitud', 10);
const AMOR = challenge(3, 'Amor propio en 14 días', 14);
const ALREADY_ACTIVE = {
  statusCode: 409,
  errorCode: 'CHALLENGE.ALREADY_ACTIVE',
  message: 'Ya tienes un reto activo',
};

function routes(extra: Record<string, (body: unknown) => Response> = {}) {
  return {
    'GET /api/content': () => json(200, bundle([CALMA, GRATITUD, AMOR])),
    'GET /api/challenges/user-progress': () => json(200, { progress: [] }),
    'GET /api/challenges/active': () => json(200, { activeChallenge: null }),
    'GET /api/challenges/1/days': () => json(200, [day(1, 1), day(1, 2)]),
    'POST /api/challenges/1/join': () =>
      json(200, {
        challengeId: 1,
        currentDay: 1,
        completedDays: [],
        isActive: true,
        isCompleted: false,
        completedAt: null,
      }),
    ...extra,
  };
}

const detail = (r = routes(), user: object | null = CLIENT, at = '/challenge/1') =>
  mountChallengeScreen(<ChallengeDetailPage />, '/challenge/:id', at, r, user);

describe('ChallengeDetailPage', () => {
  it('shows the challenge, its daily time and an expandable list of days', async () => {
    const { user } = detail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Siete días de calma' })).toBeInTheDocument();
    expect(screen.getByText('7 días')).toBeInTheDocument();
    expect(screen.getByText('5-15 min')).toBeInTheDocument();
    expect(screen.getByText('Largo de Siete días de calma')).toBeInTheDocument();
    const summary = await screen.findByText('Tema 1');
    expect(screen.getByText('Avance del día 1')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Avance del día 1')).toBeVisible();
  });

  it('joins and opens the tracker', async () => {
    const { user, calls } = detail();
    await user.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(await screen.findByText('Ruta: /challenge/1/track')).toBeInTheDocument();
    expect(calls).toContain('POST /api/challenges/1/join');
  });

  it('says to leave the active challenge first when the server refuses the join', async () => {
    const { user } = detail(routes({ 'POST /api/challenges/1/join': () => json(409, ALREADY_ACTIVE) }));
    await user.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(await screen.findByText('Ya tienes un reto activo', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText('Debes salir del reto actual antes de unirte a otro', { exact: true }),
    ).toBeInTheDocument();
  });

  it('says "No se pudo unir al reto" on any other failure', async () => {
    const { user } = detail(
      routes({
        'POST /api/challenges/1/join': () =>
          json(409, {
            statusCode: 409,
            errorCode: 'CHALLENGE.ALREADY_COMPLETED',
            message: 'Ya completaste este reto',
          }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(await screen.findByText('No se pudo unir al reto', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Ya completaste este reto', { exact: true })).toBeInTheDocument();
  });

  it('blocks joining while another challenge is active, with the way to it', async () => {
    detail(
      routes({
        'GET /api/challenges/active': () =>
          json(200, { activeChallenge: { challengeId: 2, currentDay: 4, completedDays: [1, 2, 3] } }),
      }),
    );
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Debes salir del reto actual antes de unirte a otro')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Ir a «Despertar la gratitud»' })).toHaveAttribute(
      'href',
      '/challenge/2/track',
    );
    expect(screen.getByRole('button', { name: 'Unirme al reto' })).toBeDisabled();
  });

  it('offers the tracker to someone already in the challenge', async () => {
    detail(
      routes({
        'GET /api/challenges/active': () =>
          json(200, { activeChallenge: { challengeId: 1, currentDay: 2, completedDays: [1] } }),
        'GET /api/challenges/user-progress': () =>
          json(200, {
            progress: [
              {
                challengeId: 1,
                currentDay: 2,
                completedDays: [1],
                isActive: true,
                isCompleted: false,
                completedAt: null,
              },
            ],
          }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Continuar reto' })).toHaveAttribute(
      'href',
      '/challenge/1/track',
    );
  });

  it('sends a visitor to the challenge conversion page', async () => {
    const visitor = detail(routes(), null);
    await visitor.user.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(await screen.findByText('Ruta: /smart-conversion/retos')).toBeInTheDocument();
    expect(visitor.calls).not.toContain('POST /api/challenges/1/join');
  });

  it('sends a lead to the plans', async () => {
    const lead = detail(
      routes({
        'GET /api/subscription/status': () => json(200, { ...LEAD_WITHOUT_SUBSCRIPTION, role: 'lead' }),
      }),
      { ...CLIENT, role: 'lead' },
    );
    await lead.user.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(await screen.findByText('Ruta: /subscription')).toBeInTheDocument();
    expect(lead.calls).not.toContain('POST /api/challenges/1/join');
  });

  it('answers an unknown challenge with "Reto no encontrado" and a way back', async () => {
    detail(routes(), CLIENT, '/challenge/99');
    expect(await screen.findByRole('heading', { name: 'Reto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Retos' })).toHaveAttribute('href', '/challenges');
  });
});

describe('ChallengesPage', () => {
  it('lists the active challenge first with its badge, and the completed one with its own', async () => {
    mountChallengeScreen(
      <ChallengesPage />,
      '/challenges',
      '/challenges',
      routes({
        'GET /api/challenges/active': () =>
          json(200, { activeChallenge: { challengeId: 3, currentDay: 1, completedDays: [] } }),
        'GET /api/challenges/user-progress': () =>
          json(200, {
            progress: [
              {
                challengeId: 2,
                currentDay: 10,
                completedDays: [],
                isActive: false,
                isCompleted: true,
                completedAt: '2026-11-01T00:00:00Z',
              },
            ],
          }),
      }),
    );
    await screen.findByText('Activo');
    const cards = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/challenge/'));
    expect(cards.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Amor propio en 14 días',
      'Siete días de calma',
      'Despertar la gratitud',
    ]);
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/challenge/3/track',
      '/challenge/1',
      '/challenge/2/track',
    ]);
    expect(within(cards[0]!).getByText('Activo')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Completado')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('7 días')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Breve de Siete días de calma')).toBeInTheDocument();
  });

  it('says when there are no challenges yet', async () => {
    mountChallengeScreen(
      <ChallengesPage />,
      '/challenges',
      '/challenges',
      routes({ 'GET /api/content': () => json(200, bundle([])) }),
    );
    expect(await screen.findByText('Aún no hay retos disponibles. Vuelve pronto.')).toBeInTheDocument();
  });
});
