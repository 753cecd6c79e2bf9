import { act, render, screen } from '@testing-library/react';
import { LazyImage } from './LazyImage';

describe('LazyImage', () => {
  const original = global.IntersectionObserver;
  afterEach(() => {
    global.IntersectionObserver = original;
  });

  it('asks for the image only once it is within 50 px of the viewport, at its context size', () => {
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

    render(<LazyImage url="https://storage.example.com/a.jpg" context="home-card" alt="Portada" />);
    const img = screen.getByRole('img', { name: 'Portada' });
    expect(img).not.toHaveAttribute('src');
    expect(options[0]?.rootMargin).toBe('50px');
    act(() => notify([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe(
      '/api/images/proxy?url=https%3A%2F%2Fstorage.example.com%2Fa.jpg&w=400&h=300&q=85&f=webp',
    );
  });

  it('loads at once where IntersectionObserver does not exist, and renders nothing without a url', () => {
    // @ts-expect-error -- a browser without the API
    delete global.IntersectionObserver;
    const { container } = render(
      <>
        <LazyImage url="/api/art/meditation/x.svg" context="meditation-thumbnail" alt="Arte" />
        <LazyImage url={null} context="home-card" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Arte' })).toHaveAttribute('src', '/api/art/meditation/x.svg');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
