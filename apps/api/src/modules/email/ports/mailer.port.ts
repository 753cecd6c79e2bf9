export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message. Other contexts depend on this port, never on a mail technology. */
export abstract class Mailer {
  abstract send(message: OutgoingEmail): Promise<void>;
}
