import { imageSrc } from './content';

describe('imageSrc', () => {
  it('proxies storage URLs at the context size and leaves the app images alone', () => {
    expect(imageSrc('https://files.example.com/a b.jpg', 'home-card')).toBe(
      '/api/images/proxy?url=https%3A%2F%2Ffiles.example.com%2Fa%20b.jpg&w=400&h=300&q=85&f=webp',
    );
    expect(imageSrc('/api/art/meditation/calma.svg', 'meditation-player')).toBe(
      '/api/art/meditation/calma.svg',
    );
    expect(imageSrc(null, 'home-card')).toBeUndefined();
  });
});
