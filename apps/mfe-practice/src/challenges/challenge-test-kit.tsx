// Test-only: a signed-in person, a fake server answering by method and path, and the screens mounted with their routes.
import '../../../../tools/test/lazy-ui';
import { fakeResponse } from '../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupUser } from '../../../../tools/test/user';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ChallengeDayView, ChallengeView, ContentBundle } from '@inhala/domain';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';

export const CLIENT = {
  id: 'u1',
  email: 'clara@inhala.app',
  firstName: 'Clara',
  lastName: 'Serena',
  role: 'client',
  timezone: 'Europe/Madrid',
  language: 'es',
  legacyPaymentPlatform: null,
  createdAt: '2026-11-01T00:00:00Z',
};

export const challenge = (id: number, name: string, totalDays: number): ChallengeView => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  shortDesc: `Breve de ${name}`,
  longDesc: `Largo de ${name}`,
  imageUrl: null,
  welcomeVideoUrl: null,
  totalDays,
  isPremium: true,
  createdAt: '2026-11-01T00:00:00Z',
});

/** A day with a video, a reading and a reflection, like the demo challenges. */
export const day = (challengeId: number, dayNumber: number): ChallengeDayView => ({
  id: challengeId * 100 + dayNumber,
  challengeId,
  dayNumber,
  moduleTitle: `Tema ${dayNumber}`,
  preview: `Avance del día ${dayNumber}`,
  sections: [
    {
      number: 1,
      meta: 'video',
      title: 'Práctica guiada',
      content: 'Siéntate cómoda.',
      url: null,
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    },
    {
      number: 2,
      meta: 'document',
      title: 'Lectura del día',
      content: `Lectura ${dayNumber}`,
      url: null,
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    },
    {
      number: 3,
      meta: 'journal',
      title: 'Tu reflexión',
      content: `¿Qué notaste el día ${dayNumber}?`,
      url: null,
      audioPath: null,
      transcriptUrl: null,
      captionsUrl: null,
    },
  ],
  audioOriginalName: null,
  audioSize: null,
});

export const bundle = (challenges: ChallengeView[]): ContentBundle => ({
  meditations: [],
  challenges,
  challengeDetails: [],
  oracleCards: [],
  arcangeles: [],
  categories: [],
  keywords: [],
  types: [],
});

type Handler = (body: unknown) => Response | Promise<Response>;
export const json = (status: number, value: unknown) => fakeResponse(status, JSON.stringify(value));

/** Shows where the screen navigated to. */
function Landing() {
  const { pathname } = useLocation();
  return <p>Ruta: {pathname}</p>;
}

/**
 * Mounts `element` at `path` (visited as `at`) for `user` (null for a visitor); `routes` answers
 * 'METHOD /path' and anything else is an empty 200. Returns the calls made.
 */
export function mountChallengeScreen(
  element: ReactElement,
  path: string,
  at: string,
  routes: Record<string, Handler>,
  user: object | null = CLIENT,
) {
  window.localStorage.clear();
  if (user) {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('sessionId', 'a'.repeat(32));
    window.localStorage.setItem('lastSessionValidation', String(Date.now()));
  }
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const handler = routes[key];
    return handler
      ? handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)
      : fakeResponse(200, 'null');
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<Landing />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { calls, user: setupUser() };
}
