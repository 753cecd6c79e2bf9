import { fakeResponse } from '../../../../tools/test/polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';
import { LazyImage } from './LazyImage';

/** The server names storage.example.com as its only storage host. */
function renderWithHosts(ui: ReactNode) {
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/images/hosts'
      ? fakeResponse(200, JSON.stringify({ hosts: ['storage.example.com'] }))
      : fakeResponse(404, ''),
  ) as unknown as typeof fetch;
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('LazyImage', () => {
  const original = global.IntersectionObserver;
  afterEach(() => {
    global.IntersectionObserver = original;
  });

  it('asks for the image only once it is within 50 px of the viewport, at its context size', async () => {
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const options: IntersectionObserverInit[] = [];
    global.IntersectionObserver = class {
      constructor(
        callback: (entries: Array<{ isIntersecting: boolean }>) => void,
        init: IntersectionObserverInit,
      ) {
        notify = callback;
        options.push(init);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;

    renderWithHosts(<LazyImage url="https://storage.example.com/a.jpg" context="home-card" alt="Portada" />);
    const img = await screen.findByRole('img', { name: 'Portada' });
    expect(img).not.toHaveAttribute('src');
    expect(options[0]?.rootMargin).toBe('50px');
    act(() => notify([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe(
      '/api/images/proxy?url=https%3A%2F%2Fstorage.example.com%2Fa.jpg&w=400&h=300&q=85&f=webp',
    );
  });

  it('asks for a priority image at once and at high priority, without waiting to be seen', async () => {
    const observed: unknown[] = [];
    global.IntersectionObserver = class {
      observe(node: unknown) {
        observed.push(node);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    renderWithHosts(<LazyImage url="/api/art/meditation/x.svg" context="home-card" alt="Portada" priority />);
    const img = await screen.findByRole('img', { name: 'Portada' });
    expect(img).toHaveAttribute('src', '/api/art/meditation/x.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(observed).toEqual([]);
  });

  it('loads at once where IntersectionObserver does not exist, and renders nothing without a url', async () => {
    // @ts-expect-error -- a browser without the API
    delete global.IntersectionObserver;
    const { container } = renderWithHosts(
      <>
        <LazyImage url="/api/art/meditation/x.svg" context="meditation-thumbnail" alt="Arte" />
        <LazyImage url={null} context="home-card" />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Arte' })).toHaveAttribute(
      'src',
      '/api/art/meditation/x.svg',
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('loads an image of any other site as it is, never through the proxy', async () => {
    // @ts-expect-error -- a browser without the API
    delete global.IntersectionObserver;
    renderWithHosts(<LazyImage url="https://evil.example/phish.jpg" context="home-card" alt="Ajena" />);
    expect(await screen.findByRole('img', { name: 'Ajena' })).toHaveAttribute(
      'src',
      'https://evil.example/phish.jpg',
    );
  });

  it('leaves a quiet box of its size for an image that cannot load, and asks again when the network is back', async () => {
    // @ts-expect-error -- a browser without the API
    delete global.IntersectionObserver;
    const { container } = renderWithHosts(
      <LazyImage
        url="/api/art/meditation/x.svg"
        context="meditation-thumbnail"
        className="aspect-video w-full"
      />,
    );
    const img = await waitForImg(container);
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('span[aria-hidden="true"]');
    expect(box).toHaveClass('aspect-video', 'w-full', 'bg-sage-100');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/art/meditation/x.svg');
  });

  it('names a meaningful image that cannot load by its text', async () => {
    // @ts-expect-error -- a browser without the API
    delete global.IntersectionObserver;
    const { container } = renderWithHosts(
      <LazyImage url="/api/art/meditation/x.svg" context="meditation-thumbnail" alt="Arte" />,
    );
    const img = await waitForImg(container);
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Arte' }).tagName).toBe('SPAN');
  });
});

async function waitForImg(container: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(() => {
    const img = container.querySelector('img');
    if (!img?.getAttribute('src')) throw new Error('no image yet');
    return img;
  });
}
