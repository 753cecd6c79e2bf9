import '../../../../../tools/test/lazy-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToastProvider, createQueryClient } from '@inhala/ui';
import { fakeResponse } from '../../../../../tools/test/polyfills';
import AdminApp from '../../AdminApp';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown } | undefined;

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

/**
 * The admin remote as the shell mounts it, at `at`, over a fake API: `handle` answers each call
 * (undefined → 404). Every call is recorded in `calls`, in order.
 */
export function renderAdmin(at: string, handle: Handler) {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = handle(call) ?? {
      status: 404,
      body: { statusCode: 404, message: 'No encontramos lo que buscas' },
    };
    return fakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body));
  }) as typeof fetch;
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <AdminApp />
          <Where />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls };
}

/** An AdminPage answer around these items. */
export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 20, totalPages: 1 });
