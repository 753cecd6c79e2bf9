import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { DomainError, type Role, type UserView } from '@inhala/domain';
import type { SessionAuthenticator } from './session-authenticator.port';
import { SessionGuard } from './session.guard';

function guardFor(policy: object, role: Role | null) {
  const reflector = { getAllAndOverride: () => policy } as unknown as Reflector;
  const sessions = {
    authenticate: async () => {
      if (!role) throw new DomainError('SESSION_INVALID');
      return { id: 'u1', role } as UserView;
    },
  } as unknown as SessionAuthenticator;
  const request = { headers: role ? { 'x-session-id': 'a'.repeat(32) } : {} };
  const context = {
    getHandler: () => null,
    getClass: () => null,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return () => new SessionGuard(reflector, sessions).canActivate(context);
}

describe('SessionGuard premium policy', () => {
  it('lets clients and admins through', async () => {
    await expect(guardFor({ premium: true }, 'client')()).resolves.toBe(true);
    await expect(guardFor({ premium: true }, 'admin')()).resolves.toBe(true);
  });

  it('answers SUBSCRIPTION.REQUIRED to a lead and SESSION_INVALID to a visitor', async () => {
    await expect(guardFor({ premium: true }, 'lead')()).rejects.toMatchObject({
      code: 'SUBSCRIPTION.REQUIRED',
    });
    await expect(guardFor({ premium: true }, null)()).rejects.toMatchObject({ code: 'SESSION_INVALID' });
  });
});

describe('SessionGuard unauthenticated code', () => {
  it('answers the code a call names for a missing session, and SESSION_INVALID by default', async () => {
    await expect(guardFor({}, null)()).rejects.toMatchObject({ code: 'SESSION_INVALID' });
    await expect(guardFor({ unauthenticatedCode: 'AUTH_REQUIRED' }, null)()).rejects.toMatchObject({
      code: 'AUTH_REQUIRED',
    });
    await expect(guardFor({ unauthenticatedCode: 'AUTH_REQUIRED' }, 'lead')()).resolves.toBe(true);
  });
});
