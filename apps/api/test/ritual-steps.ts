import type { TestApp } from './test-app';

/**
 * Completes today's ritual (meditation, reflection, oracle card) for a signed-in client, as the
 * app does; answers the ritual's id and the day the server gave it.
 */
export async function completeRitual(t: TestApp, sessionId: string): Promise<{ id: number; date: string }> {
  const send = (method: 'post' | 'patch', path: string, body?: object) =>
    t.http[method](path).set('x-session-id', sessionId).send(body);
  const ritual = await send('post', '/api/ritual', {
    intention: 'Gratitud',
    duration: 5,
    style: 'Activa',
    date: 'x',
  });
  expect([200, 201]).toContain(ritual.status);
  await send('patch', `/api/ritual/${ritual.body.id}`, { meditationCompleted: true }).expect(200);
  if (!ritual.body.journalEntry)
    await send('patch', `/api/ritual/${ritual.body.id}`, { journalEntry: 'Gracias' }).expect(200);
  await send('post', '/api/oracle-cards/draw', { context: 'ritual' }).expect(200);
  return { id: Number(ritual.body.id), date: String(ritual.body.date).slice(0, 10) };
}
