import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  isSubscriptionStatus,
  LEGACY_PAYMENT_PLATFORMS,
  PLAN_KINDS,
  ROLES,
  type LegacyPaymentPlatform,
  type PlanKind,
  type Role,
  type SubscriptionState,
} from '@inhala/domain';
import { SubscriberRepository, type Subscriber } from '../../ports/subscriber.repository.port';

interface SubscriberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  subscription_status: string | null;
  subscription_plan: string | null;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
  trial_used_at: Date | null;
  is_legacy_user: boolean;
  legacy_payment_platform: string | null;
  legacy_subscription_id: string | null;
}

const COLUMNS = `id, email, first_name, last_name, role, stripe_customer_id, stripe_subscription_id,
  subscription_status, subscription_plan, trial_ends_at, subscription_ends_at, trial_used_at,
  is_legacy_user, legacy_payment_platform, legacy_subscription_id`;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: oneOf<Role>(ROLES, row.role) ?? 'lead',
    customerId: row.stripe_customer_id,
    subscriptionId: row.stripe_subscription_id,
    state: {
      status: isSubscriptionStatus(row.subscription_status) ? row.subscription_status : null,
      plan: oneOf<PlanKind>(PLAN_KINDS, row.subscription_plan),
      trialEndsAt: row.trial_ends_at,
      subscriptionEndsAt: row.subscription_ends_at,
    },
    trialUsedAt: row.trial_used_at,
    isLegacyUser: row.is_legacy_user,
    legacyPaymentPlatform: oneOf<LegacyPaymentPlatform>(
      LEGACY_PAYMENT_PLATFORMS,
      row.legacy_payment_platform,
    ),
    legacySubscriptionId: row.legacy_subscription_id,
  };
}

/**
 * The subscription columns of the people's rows (the accounts context owns the rest of them):
 * a read model and conditional writes, so raw SQL rather than an ORM entity of another context.
 */
@Injectable()
export class SqlSubscriberRepository extends SubscriberRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async findById(id: string): Promise<Subscriber | null> {
    const rows: SubscriberRow[] = await this.db.query(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toSubscriber(rows[0]) : null;
  }

  async findByCustomerId(customerId: string): Promise<Subscriber | null> {
    const rows: SubscriberRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM users WHERE stripe_customer_id = $1`,
      [customerId],
    );
    return rows[0] ? toSubscriber(rows[0]) : null;
  }

  async attachCustomer(id: string, customerId: string): Promise<string> {
    // Two checkouts started at once must not leave two customers: the first one stored wins.
    const rows: Array<{ stripe_customer_id: string }> = await this.db.query(
      `WITH attached AS (
         UPDATE users SET stripe_customer_id = $2, updated_at = now()
          WHERE id = $1 AND stripe_customer_id IS NULL RETURNING stripe_customer_id)
       SELECT stripe_customer_id FROM attached
       UNION ALL SELECT stripe_customer_id FROM users WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM attached)`,
      [id, customerId],
    );
    return rows[0]?.stripe_customer_id ?? customerId;
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
    await this.db.query(
      `UPDATE users SET stripe_customer_id = $2, stripe_subscription_id = $3, subscription_status = $4,
              subscription_plan = $5, trial_ends_at = $6, subscription_ends_at = $7, role = $8,
              trial_used_at = $9, updated_at = now()
        WHERE id = $1`,
      [
        id,
        change.customerId,
        change.subscriptionId,
        change.state.status,
        change.state.plan,
        change.state.trialEndsAt,
        change.state.subscriptionEndsAt,
        change.role,
        change.trialUsedAt,
      ],
    );
  }
}
