import { imageSrc } from './image-hosts';

describe('imageSrc', () => {
  const hosts = ['files.example.com'];

  it('proxies the storage hosts’ images at the context size', () => {
    expect(imageSrc('https://files.example.com/a b.jpg', 'home-card', hosts)).toBe(
      '/api/images/proxy?url=https%3A%2F%2Ffiles.example.com%2Fa%20b.jpg&w=400&h=300&q=85&f=webp',
    );
  });

  it('uses every other URL as it is, never through the proxy', () => {
    expect(imageSrc('/api/art/meditation/calma.svg', 'meditation-player', hosts)).toBe(
      '/api/art/meditation/calma.svg',
    );
    expect(imageSrc('https://otro.example.org/foto.jpg', 'home-card', hosts)).toBe(
      'https://otro.example.org/foto.jpg',
    );
    expect(imageSrc('https://files.example.com/a.jpg', 'home-card', [])).toBe(
      'https://files.example.com/a.jpg',
    );
    expect(imageSrc(null, 'home-card', hosts)).toBeUndefined();
  });

  it('waits for the hosts before deciding about an absolute URL', () => {
    expect(imageSrc('https://files.example.com/a.jpg', 'home-card', undefined)).toBeUndefined();
    expect(imageSrc('/uploads/a.png', 'home-card', undefined)).toBe('/uploads/a.png');
  });
});
