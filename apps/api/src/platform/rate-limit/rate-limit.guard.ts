import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { DomainError, breaksSingleLine } from '@inhala/domain';
import { clientAddress } from '../http/client-address';
import {
  perAccountAndAddressKey,
  RATE_LIMIT_POLICY,
  type Limit,
  type RateLimitPolicy,
} from './rate-limit.decorator';
import { RateLimitStore } from './rate-limit.store';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();

    const address = clientAddress(request);
    await this.check(`${policy.name}:ip:${address}`, policy.perIp, response);
    const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
    // An e-mail with control characters names no account (validation refuses it next).
    if (
      policy.perAccountAndAddress &&
      typeof email === 'string' &&
      email.trim() &&
      !breaksSingleLine(email)
    ) {
      await this.check(
        perAccountAndAddressKey(policy.name, email, address),
        policy.perAccountAndAddress,
        response,
      );
    }
    return true;
  }

  private async check(key: string, limit: Limit, response: Response): Promise<void> {
    const { hits, resetAt } = await this.store.hit(key, limit.windowMs);
    if (hits > limit.limit) {
      response.setHeader('Retry-After', Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
      throw new DomainError('RATE_LIMITED');
    }
  }
}
