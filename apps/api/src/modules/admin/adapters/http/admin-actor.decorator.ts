import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { clientAddress } from '../../../../platform/http/client-address';
import type { AuthenticatedRequest } from '../../../../platform/http/session/request-context';
import type { AuditActor } from '../../ports/audit-log.port';

/** The signed-in admin as the audit log records them: who, and from which address and browser. */
export const AdminActor = createParamDecorator((_: unknown, context: ExecutionContext): AuditActor => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const agent = request.headers['user-agent'];
  if (!request.user) throw new Error('AdminActor used on a route without a signed-in user');
  return {
    userId: request.user.id,
    ipAddress: clientAddress(request),
    userAgent: typeof agent === 'string' ? agent : null,
  };
});
