import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, hasFullAccess, type UserView } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { SessionAuthenticator } from '../../../../platform/http/session';
import { chatSessionTag } from '../../application/chat-session-tag';

/** Who opened the socket, with the session it was opened with (the socket closes when it ends). */
export interface AdmittedSocket {
  user: UserView;
  /** The session's secret, kept to ask again when its end comes (it may have been refreshed). */
  token: string;
  /** chatSessionTag(token): how the bus names the session when it ends. */
  session: string;
  sessionEndsAt: Date;
}

export type HandshakeResult = { admitted: AdmittedSocket } | { status: 401 | 403; reason: string };

/**
 * Who may open /ws, decided before the upgrade (refused: a plain HTTP answer, no socket).
 * - Origin: a browser always sends one, and it must be the page's own server: PUBLIC_URL's, or
 *   the host the request was sent to (http://127.0.0.1:3000 when PUBLIC_URL says localhost).
 *   A page elsewhere cannot open the chat with a session it got hold of: its browser names the
 *   other site as the Origin and this server as the Host. No Origin at all is a non-browser
 *   client, which still needs a session. Refused: 403.
 * - Session: `?sessionId=` (browsers cannot set headers on a WebSocket) or `x-session-id`.
 *   Missing or expired: 401. A lead: 403, as for every premium call.
 */
@Injectable()
export class ChatHandshake {
  private readonly origin: string;

  constructor(
    private readonly sessions: SessionAuthenticator,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  async verify(request: IncomingMessage): Promise<HandshakeResult> {
    const origin = request.headers.origin;
    if (origin !== undefined && !this.allowedOrigin(origin, request.headers.host))
      return { status: 403, reason: 'Origin not allowed' };
    const header = request.headers['x-session-id'];
    const fromQuery = new URL(request.url ?? '/', 'http://localhost').searchParams.get('sessionId');
    const token = (typeof header === 'string' && header) || fromQuery || null;
    if (!token) return { status: 401, reason: 'Session required' };
    let session: { user: UserView; endsAt: Date };
    try {
      session = await this.sessions.authenticateUntil(token);
    } catch (error) {
      if (error instanceof DomainError) return { status: 401, reason: 'Session required' };
      throw error;
    }
    if (!hasFullAccess(session.user.role)) return { status: 403, reason: 'Subscription required' };
    return {
      admitted: { user: session.user, token, session: chatSessionTag(token), sessionEndsAt: session.endsAt },
    };
  }

  /** The session's end again (it may have been refreshed); a DomainError when it is over. */
  sessionEnd(token: string): Promise<Date> {
    return this.sessions.authenticateUntil(token).then((session) => session.endsAt);
  }

  private allowedOrigin(origin: string, host: string | undefined): boolean {
    if (origin === this.origin) return true;
    try {
      return host !== undefined && new URL(origin).host === host.toLowerCase();
    } catch {
      return false;
    }
  }
}
