import type { Request } from 'express';
import type { UserView } from '@inhala/domain';

/** What the session guard attaches to an authenticated request. */
export interface AuthenticatedRequest extends Request {
  user?: UserView;
  sessionKey?: string;
}
