import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DomainError, hasFullAccess, type Role } from '@inhala/domain';
import type { AuthenticatedRequest } from './request-context';
import { SessionAuthenticator } from './session-authenticator.port';

const SESSION_HEADER = 'x-session-id';
const ACCESS = 'access-policy';

interface AccessPolicy {
  optional?: boolean;
  roles?: Role[];
  /** Clients and admins only (01 §6): leads get SUBSCRIPTION.REQUIRED (403), visitors 401. */
  premium?: boolean;
  /** The code a missing or expired session answers with, when a call's spec names its own
   * (the customer portal's AUTH_REQUIRED, 02 §8); SESSION_INVALID otherwise. */
  unauthenticatedCode?: 'AUTH_REQUIRED';
}

export function sessionTokenOf(request: { headers: Record<string, unknown> }): string | null {
  const value = request.headers[SESSION_HEADER];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Resolves x-session-id into request.user. Required by default (401 when missing or expired);
 * `optional` lets visitors through without a user; `roles` answers 403 to the others.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy =
      this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS, [
        context.getHandler(),
        context.getClass(),
      ]) ?? {};
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = sessionTokenOf(request);
    if (!token && policy.optional) return true;
    try {
      request.user = await this.sessions.authenticate(token);
      request.sessionKey = token ?? undefined;
    } catch (error) {
      if (policy.optional && error instanceof DomainError) return true;
      if (policy.unauthenticatedCode && error instanceof DomainError && error.code === 'SESSION_INVALID')
        throw new DomainError(policy.unauthenticatedCode);
      throw error;
    }
    if (policy.roles && !policy.roles.includes(request.user.role)) throw new DomainError('SESSION.FORBIDDEN');
    if (policy.premium && !hasFullAccess(request.user.role)) throw new DomainError('SUBSCRIPTION.REQUIRED');
    return true;
  }
}

export function Authenticated(policy: AccessPolicy = {}) {
  return applyDecorators(
    SetMetadata(ACCESS, policy),
    UseGuards(SessionGuard),
    ApiHeader({ name: SESSION_HEADER, required: !policy.optional, description: 'Session id from sign-in' }),
    ApiUnauthorizedResponse({ description: 'Missing or expired session' }),
  );
}
