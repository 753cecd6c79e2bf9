import { securityHeaders, socketOrigin } from './security-headers';

const connectSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

describe('security headers', () => {
  it("should let scripts open sockets to this server's origin only (wss on https), plus the remotes", () => {
    const { fixed } = securityHeaders(['https://admin.cdn.inhala.test'], 'https://inhala.app');
    expect(connectSrc(fixed['Content-Security-Policy'])).toEqual([
      "'self'",
      'wss://inhala.app',
      'https://admin.cdn.inhala.test',
    ]);
  });

  it('should name the socket origin from PUBLIC_URL, port included and path left out', () => {
    expect(socketOrigin('http://localhost:3000')).toBe('ws://localhost:3000');
    expect(socketOrigin('https://app.inhala.es/base')).toBe('wss://app.inhala.es');
    expect(socketOrigin('https://app.inhala.es:8443')).toBe('wss://app.inhala.es:8443');
  });
});
