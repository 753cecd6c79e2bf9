import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { isSubscriptionStatus, type Role, type SubscriptionState } from '@inhala/domain';
// The subscription columns live on the users table that the accounts context maps.
import { UserOrmEntity } from '../../../accounts/adapters/persistence/user.orm-entity';
import { SubscriberRepository, type Subscriber } from '../../ports/subscriber.repository.port';

function toSubscriber(row: UserOrmEntity): Subscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    customerId: row.stripeCustomerId,
    subscriptionId: row.stripeSubscriptionId,
    state: {
      status: isSubscriptionStatus(row.subscriptionStatus) ? row.subscriptionStatus : null,
      plan: row.subscriptionPlan,
      trialEndsAt: row.trialEndsAt,
      subscriptionEndsAt: row.subscriptionEndsAt,
    },
    trialUsedAt: row.trialUsedAt,
    isLegacyUser: row.isLegacyUser,
    legacyPaymentPlatform: row.legacyPaymentPlatform,
    legacySubscriptionId: row.legacySubscriptionId,
  };
}

@Injectable()
export class TypeormSubscriberRepository extends SubscriberRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly users: Repository<UserOrmEntity>) {
    super();
  }

  async findById(id: string): Promise<Subscriber | null> {
    const row = await this.users.findOne({ where: { id } });
    return row ? toSubscriber(row) : null;
  }

  async findByCustomerId(customerId: string): Promise<Subscriber | null> {
    const row = await this.users.findOne({ where: { stripeCustomerId: customerId } });
    return row ? toSubscriber(row) : null;
  }

  async attachCustomer(id: string, customerId: string): Promise<string> {
    // Two checkouts started at once must not leave two customers: the first one stored wins.
    await this.users.update(
      { id, stripeCustomerId: IsNull() },
      { stripeCustomerId: customerId, updatedAt: new Date() },
    );
    const row = await this.users.findOneOrFail({ where: { id } });
    return row.stripeCustomerId ?? customerId;
  }

  async saveSubscription(
    id: string,
    change: {
      customerId: string;
      subscriptionId: string;
      state: SubscriptionState;
      role: Role;
      trialUsedAt: Date;
    },
  ): Promise<void> {
    await this.users.update(
      { id },
      {
        stripeCustomerId: change.customerId,
        stripeSubscriptionId: change.subscriptionId,
        subscriptionStatus: change.state.status,
        subscriptionPlan: change.state.plan,
        trialEndsAt: change.state.trialEndsAt,
        subscriptionEndsAt: change.state.subscriptionEndsAt,
        role: change.role,
        trialUsedAt: change.trialUsedAt,
        updatedAt: new Date(),
      },
    );
  }
}
