import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the server took (250 after DATA). */
export interface CapturedMail {
  to: string;
  messageId: string;
  /** The EHLO name the sending process gave (`?name=` on its SMTP_URL): which worker sent it. */
  client: string;
  raw: string;
}

/** How the server answers: a reply code for a recipient (RCPT) or a message (DATA); null is 250. */
export interface SmtpScript {
  rcpt?: (to: string, attempt: number) => number | null;
  data?: (to: string) => number | null;
  /** Runs before the server answers 250 to a message; the answer waits for its promise. */
  beforeAccept?: (mail: CapturedMail) => Promise<void> | void;
}

export interface SmtpCapture {
  url: (client: string) => string;
  mails: CapturedMail[];
  /** RCPT commands seen per address (retries included). */
  rcptAttempts: Map<string, number>;
  close(): Promise<void>;
}

const refusal = (code: number) => Object.assign(new Error(`${code} scripted answer`), { responseCode: code });

/** A real SMTP server on 127.0.0.1 that records every message it accepts. */
export function startSmtpCapture(script: SmtpScript = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const rcptAttempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const attempt = (rcptAttempts.get(to) ?? 0) + 1;
      rcptAttempts.set(to, attempt);
      const code = script.rcpt?.(to, attempt) ?? null;
      callback(code === null ? undefined : refusal(code));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
        const code = script.data?.(to) ?? null;
        if (code !== null) return callback(refusal(code));
        const mail = {
          to,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
          client: session.hostNameAppearsAs,
          raw,
        };
        void Promise.resolve(script.beforeAccept?.(mail)).then(() => {
          mails.push(mail);
          callback();
        });
      });
    },
  });
  // A client killed mid-session resets its connection: expected here, not a failure of the server.
  server.on('error', () => undefined);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: (client) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(client)}`,
        mails,
        rcptAttempts,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
