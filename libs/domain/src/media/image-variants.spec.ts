import {
  IMAGE_CONTEXTS,
  imageProxyPath,
  isAllowedImageSize,
  isImageProxyFormat,
  isProxiedImageUrl,
} from './image-variants';

describe('image proxy variants', () => {
  it('should allow exactly the context sizes of the spec and the default 800x600 q80', () => {
    for (const size of Object.values(IMAGE_CONTEXTS)) expect(isAllowedImageSize(size)).toBe(true);
    expect(isAllowedImageSize({ w: 800, h: 600, q: 80 })).toBe(true);
    expect(isAllowedImageSize({ w: 800, h: 600, q: 85 })).toBe(false);
    expect(isAllowedImageSize({ w: 401, h: 300, q: 85 })).toBe(false);
    expect(isAllowedImageSize({ w: 150, h: 150, q: 80 })).toBe(false);
  });

  it('should allow webp only, the format the app asks for', () => {
    expect(isImageProxyFormat('webp')).toBe(true);
    for (const other of ['avif', 'jpeg', 'png', 'gif', '']) expect(isImageProxyFormat(other)).toBe(false);
  });

  it('should proxy only absolute http(s) URLs on the storage hosts', () => {
    const hosts = ['files.inhala.app', 'cdn.example.com:8443'];
    expect(isProxiedImageUrl('https://files.inhala.app/a.jpg', hosts)).toBe(true);
    expect(isProxiedImageUrl('HTTPS://FILES.INHALA.APP/a.jpg', hosts)).toBe(true);
    expect(isProxiedImageUrl('https://cdn.example.com:8443/a.jpg', hosts)).toBe(true);
    expect(isProxiedImageUrl('https://cdn.example.com/a.jpg', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://evil.example/phish', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://files.inhala.app.evil.example/a.jpg', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://user@evil.example/files.inhala.app', hosts)).toBe(false);
    expect(isProxiedImageUrl('//files.inhala.app/a.jpg', hosts)).toBe(false);
    expect(isProxiedImageUrl('/api/art/meditation/calma.svg', hosts)).toBe(false);
    expect(isProxiedImageUrl('javascript:alert(1)', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://files.inhala.app:443/a.jpg', hosts)).toBe(true);
  });

  it('should refuse an authority with a second port, which no URL parser reads', () => {
    const hosts = ['files.inhala.app', '127.0.0.1:8080'];
    expect(isProxiedImageUrl('http://127.0.0.1:8080:80/a.png', hosts)).toBe(false);
    expect(isProxiedImageUrl('https://files.inhala.app:443:443/a.png', hosts)).toBe(false);
    expect(isProxiedImageUrl('http://127.0.0.1:8080/a.png', hosts)).toBe(true);
    expect(isProxiedImageUrl('http://127.0.0.1:8080:/a.png', hosts)).toBe(false);
    expect(isProxiedImageUrl('http://files.inhala.app%2f@evil/a.png', hosts)).toBe(false);
  });

  it('should build the proxy address at the context size in webp', () => {
    expect(imageProxyPath('https://files.inhala.app/a b.jpg', 'home-card')).toBe(
      '/api/images/proxy?url=https%3A%2F%2Ffiles.inhala.app%2Fa%20b.jpg&w=400&h=300&q=85&f=webp',
    );
  });
});
