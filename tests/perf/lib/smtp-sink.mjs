// A local SMTP server (smtp-server) that keeps, per accepted message, its recipient, Message-ID and
// the EHLO name of the process that sent it. Shared by the e-mail benchmark's baseline and run.
import { SMTPServer } from 'smtp-server';

export function startSmtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '',
          messageId: /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '',
          client: session.hostNameAppearsAs,
        });
        callback();
      });
    },
  });
  // A client killed mid-session resets its connection: expected here, not a failure of the server.
  server.on('error', () => undefined);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address();
      resolve({
        port,
        url: (client) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(client)}`,
        mails,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
