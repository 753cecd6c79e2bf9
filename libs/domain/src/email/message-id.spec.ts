import { messageIdFor, senderDomain } from './message-id';

describe('Message-ID', () => {
  it("should put the key on MAIL_FROM's domain", () => {
    expect(messageIdFor('3f1c2b9e-1d2c-4b5a-9e8f-0a1b2c3d4e5f', 'Inhala <hola@Inhala.App>')).toBe(
      '<3f1c2b9e-1d2c-4b5a-9e8f-0a1b2c3d4e5f@inhala.app>',
    );
  });

  it.each([
    ['hola@inhala.app', 'inhala.app'],
    ['"Inhala, equipo" <hola@correo.inhala.app>', 'correo.inhala.app'],
    ['Inhala <hola@inhala.local>', 'inhala.local'],
    ['sin-arroba', 'localhost'],
  ])('should read the domain of %s', (from, domain) => {
    expect(senderDomain(from)).toBe(domain);
  });
});
