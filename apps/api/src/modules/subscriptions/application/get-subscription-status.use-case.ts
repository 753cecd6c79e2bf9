import { Injectable } from '@nestjs/common';
import { DomainError, grantsAccess, isTrialAvailable, type SubscriptionStatusResponse } from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { SubscriberRepository } from '../ports/subscriber.repository.port';

@Injectable()
export class GetSubscriptionStatus {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string): Promise<SubscriptionStatusResponse> {
    const subscriber = await this.subscribers.findById(accountId);
    if (!subscriber) throw new DomainError('SESSION_INVALID');
    const { state } = subscriber;
    return {
      hasActiveSubscription: grantsAccess(state, this.clock.now()),
      subscriptionStatus: state.status,
      subscriptionPlan: state.plan,
      trialEndsAt: state.trialEndsAt?.toISOString() ?? null,
      subscriptionEndsAt: state.subscriptionEndsAt?.toISOString() ?? null,
      role: subscriber.role,
      trialAvailable: isTrialAvailable(subscriber),
    };
  }
}
