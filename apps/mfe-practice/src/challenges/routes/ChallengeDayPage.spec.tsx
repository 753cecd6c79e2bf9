import { act, screen, waitFor, within } from '@testing-library/react';
import { pendingWrites, resetWriteQueueForTests } from '@inhala/ui';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import { CLIENT, bundle, challenge, day, json, mountChallengeScreen } from '../challenge-test-kit';
import { ChallengeDayPage } from './ChallengeDayPage';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

const CALMA = challenge(1, 'Siete días de calma', 3);
const DAYS = [day(1, 1), day(1, 2), day(1, 3)];
const JOURNAL = '/api/challenges/1/days/101/sections/3/journal';

/** A server that keeps the completions and the reflection, and rebuilds the day set like the API. */
function server(options: { failComplete?: boolean; failSave?: boolean } = {}) {
  const completions: Array<{ dayId: number; sectionNumber: number }> = [];
  let reflection: object | null = null;
  const progress = () => {
    const dayOne = [1, 2, 3].every((n) => completions.some((c) => c.dayId === 101 && c.sectionNumber === n));
    return {
      challengeId: 1,
      currentDay: dayOne ? 2 : 1,
      completedDays: dayOne ? [1] : [],
      isActive: true,
      isCompleted: false,
      completedAt: null,
    };
  };
  const complete = (n: number) => () => {
    if (options.failComplete)
      return json(409, {
        statusCode: 409,
        errorCode: 'CHALLENGE.DAY_LOCKED',
        message: 'Este día aún no está disponible',
      });
    completions.push({ dayId: 101, sectionNumber: n });
    return json(200, progress());
  };
  return {
    'GET /api/content': () => json(200, bundle([CALMA])),
    'GET /api/challenges/user-progress': () => json(200, { progress: [progress()] }),
    'GET /api/challenges/1/days': () => json(200, DAYS),
    'GET /api/challenges/1/completions': () => json(200, completions),
    'POST /api/challenges/1/days/101/sections/1/complete': complete(1),
    'POST /api/challenges/1/days/101/sections/2/complete': complete(2),
    [`GET ${JOURNAL}`]: () =>
      reflection
        ? json(200, reflection)
        : json(404, {
            statusCode: 404,
            errorCode: 'CHALLENGE.REFLECTION_NOT_FOUND',
            message: 'Aún no hay reflexión',
          }),
    [`POST ${JOURNAL}`]: (body: unknown) => {
      if (options.failSave)
        return json(400, {
          statusCode: 400,
          errorCode: 'VALIDATION.FAILED',
          message: 'Escribe tu reflexión antes de guardarla',
        });
      const { prompt, response } = body as { prompt: string; response: string };
      reflection = { dayId: 101, sectionNumber: 3, prompt, response, createdAt: '2026-11-21T10:00:00Z' };
      completions.push({ dayId: 101, sectionNumber: 3 });
      return json(201, reflection);
    },
  };
}

const mount = (at: string, routes = server()) =>
  mountChallengeScreen(<ChallengeDayPage />, '/challenges/:id/day/:dayNumber', at, routes);

describe('ChallengeDayPage', () => {
  it("completes the day's practice when its guided session reaches the end, and records it", async () => {
    jest.useFakeTimers();
    try {
      const { user, calls } = mount('/challenges/1/day/1?duracion=2');
      await user.click(await screen.findByRole('button', { name: 'Comenzar sesión guiada' }));
      const session = screen.getByRole('dialog', { name: 'Práctica guiada' });
      await user.click(within(session).getByRole('button', { name: 'Comenzar' }));
      await act(async () => jest.advanceTimersByTime(2000));
      expect(within(session).getByRole('heading', { name: 'Sesión completada' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('1/3 secciones completadas')).toBeInTheDocument());
      expect(calls).toContain('POST /api/challenges/1/days/101/sections/1/complete');
      expect(calls).toContain('POST /api/practice/sessions');
    } finally {
      jest.useRealTimers();
    }
  });

  it('completes the sections once, saves the reflection read-only and then opens the next day', async () => {
    const { user, calls } = mount('/challenges/1/day/1');
    expect(await screen.findByRole('heading', { name: 'Día 1: Tema 1' })).toBeInTheDocument();
    expect(screen.getByText('0/3 secciones completadas')).toBeInTheDocument();
    // The day's practice has no video: it is a guided session of its own text, never a dead box.
    expect(screen.getByRole('button', { name: 'Comenzar sesión guiada' })).toBeInTheDocument();
    expect(screen.queryByText('Video no disponible')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Día siguiente/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Día anterior/ })).not.toBeInTheDocument();

    for (const _ of [1, 2])
      await user.click(screen.getAllByRole('button', { name: 'Marcar como completada' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Marcar como completada' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2/3 secciones completadas')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Guardar reflexión' });
    const field = screen.getByLabelText('¿Qué notaste el día 1?');
    await user.type(field, '   ');
    expect(save).toBeDisabled();
    await user.type(field, ' Respiré más lento. ');
    await user.click(save);

    expect(await screen.findByText('Respiré más lento.')).toBeInTheDocument();
    expect(screen.getByText('Tu reflexión está guardada y ya no se puede editar.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText('Reflexión guardada', { exact: true })).toBeInTheDocument();
    expect(await screen.findByText('¡Día completado!')).toBeInTheDocument();
    expect(screen.getByText('3/3 secciones completadas')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/challenges/1/days/101/sections/1/complete',
      'POST /api/challenges/1/days/101/sections/2/complete',
      `POST ${JOURNAL}`,
    ]);

    await user.click(screen.getByRole('link', { name: /Día siguiente/ }));
    expect(await screen.findByRole('heading', { name: 'Día 2: Tema 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Día anterior/ })).toHaveAttribute('href', '/challenges/1/day/1');
  });

  it('keeps the reflection text and says so when saving fails', async () => {
    const { user } = mount('/challenges/1/day/1', server({ failSave: true }));
    const field = await screen.findByLabelText('¿Qué notaste el día 1?');
    await user.type(field, 'Algo importante');
    await user.click(screen.getByRole('button', { name: 'Guardar reflexión' }));
    expect(await screen.findByText('Error al guardar reflexión', { exact: true })).toBeInTheDocument();
    expect(field).toHaveValue('Algo importante');
  });

  it('says when marking a section complete fails', async () => {
    const { user } = mount('/challenges/1/day/1', server({ failComplete: true }));
    await user.click((await screen.findAllByRole('button', { name: 'Marcar como completada' }))[0]!);
    expect(await screen.findByText('Error al marcar como completada', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Marcar como completada' })).toHaveLength(2);
  });

  it('keeps a section completed and a reflection written offline, shown as done until they are sent', async () => {
    resetWriteQueueForTests();
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = mount('/challenges/1/day/1', {
      ...server(),
      'POST /api/challenges/1/days/101/sections/1/complete': offline,
      [`POST ${JOURNAL}`]: offline,
    });
    await user.click((await screen.findAllByRole('button', { name: 'Marcar como completada' }))[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Marcar como completada' })).toHaveLength(1),
    );
    await user.type(screen.getByLabelText('¿Qué notaste el día 1?'), 'Escrita en el tren');
    await user.click(screen.getByRole('button', { name: 'Guardar reflexión' }));
    expect(
      await screen.findByText('Reflexión guardada en este dispositivo · Pendiente de enviar', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Escrita en el tren')).toBeInTheDocument();
    expect((await pendingWrites(CLIENT.id)).map((w) => [w.kind, w.path])).toEqual([
      ['challenge-section', '/api/challenges/1/days/101/sections/1/complete'],
      ['challenge-reflection', JOURNAL],
    ]);
    resetWriteQueueForTests(); // nothing left waiting for the next test's person
  });

  it('answers a missing day with "Día no encontrado" and a later day as not yet available', async () => {
    mount('/challenges/1/day/9');
    expect(await screen.findByRole('heading', { name: 'Día no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al reto' })).toHaveAttribute(
      'href',
      '/challenges/1/track',
    );
  });

  it('keeps a day beyond the current one closed', async () => {
    mount('/challenges/1/day/3');
    expect(
      await screen.findByRole('heading', { name: 'Este día aún no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Completa el día 1 para continuar.')).toBeInTheDocument();
  });

  it('sends a visitor to the challenge conversion page', async () => {
    mountChallengeScreen(
      <ChallengeDayPage />,
      '/challenges/:id/day/:dayNumber',
      '/challenges/1/day/1',
      server(),
      null,
    );
    expect(await screen.findByText('Ruta: /smart-conversion/retos')).toBeInTheDocument();
  });

  it("offers an audio section's transcript under its player, and gives the player its captions", async () => {
    stubMediaElement();
    URL.createObjectURL = jest.fn(() => 'blob:captions');
    URL.revokeObjectURL = jest.fn();
    const base = '/api/challenges/1/days/101/sections/1';
    const [first, ...rest] = DAYS;
    const withAudio = {
      ...first!,
      sections: first!.sections.map((section) =>
        section.number === 1
          ? {
              ...section,
              meta: 'audio' as const,
              title: 'Práctica guiada en audio',
              audioPath: '/uploads/calma-dia-1.mp3',
              transcriptUrl: `${base}/transcript`,
              captionsUrl: `${base}/captions.vtt`,
            }
          : section,
      ),
    };
    const routes = {
      ...server(),
      'GET /api/challenges/1/days': () => json(200, [withAudio, ...rest]),
      [`GET ${base}/captions.vtt`]: () =>
        fakeResponse(200, 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana]'),
      [`GET ${base}/transcript`]: () =>
        json(200, { text: 'Música sin voz.', cues: [{ start: 0.2, end: 4.2, text: '[Suena una campana]' }] }),
    };
    try {
      const { user, calls } = mount('/challenges/1/day/1', routes);
      const disclosure = await screen.findByRole('button', { name: 'Transcripción' });
      await waitFor(() => expect(document.querySelector('track')).toHaveAttribute('src', 'blob:captions'));
      expect(calls).not.toContain(`GET ${base}/transcript`);
      await user.click(disclosure);
      expect(await screen.findByText('Música sin voz.')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Transcripción con sus tiempos' })).toHaveTextContent(
        '0:00[Suena una campana]',
      );
    } finally {
      jest.restoreAllMocks();
    }
  });
});
