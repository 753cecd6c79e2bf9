import type { Request } from 'express';
import type { UserView } from '@inhala/domain';

/** What the session guard attaches to an authenticated request. */
export interface AuthenticatedRequest extends Request {
  user?: UserView;
  sessionKey?: string;
}

/** The client's address as TRUST_PROXY lets Express read it (the socket's peer without a proxy). */
export function clientAddress(request: Pick<Request, 'ip'>): string {
  return request.ip ?? 'unknown';
}
