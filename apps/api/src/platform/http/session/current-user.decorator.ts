import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserView } from '@inhala/domain';
import type { AuthenticatedRequest } from './request-context';

/** The signed-in user put there by SessionGuard (undefined for a visitor on an optional route). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): UserView | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
