import type { DayEndsAt } from '@inhala/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserOrmEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'first_name', type: 'varchar' }) firstName!: string;
  @Column({ name: 'last_name', type: 'varchar' }) lastName!: string;
  @Column({ type: 'varchar', unique: true }) email!: string;
  @Column({ name: 'password_hash', type: 'text' }) passwordHash!: string;
  @Column({ type: 'varchar', default: 'lead' }) role!: 'lead' | 'client' | 'admin';
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true }) emailVerifiedAt!: Date | null;
  @Column({ type: 'varchar', default: 'es' }) language!: string;
  @Column({ type: 'varchar', default: 'UTC' }) timezone!: string;
  @Column({ name: 'day_ends_at', type: 'smallint', default: 0 }) dayEndsAt!: DayEndsAt;
  @Column({ name: 'practice_day_hold_day', type: 'date', nullable: true }) practiceDayHoldDay!: string | null;
  @Column({ name: 'practice_day_hold_until', type: 'timestamptz', nullable: true })
  practiceDayHoldUntil!: Date | null;
  @Column({ name: 'notification_opt_in', type: 'boolean', default: true }) notificationOptIn!: boolean;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  @Column({ name: 'stripe_customer_id', type: 'varchar', nullable: true }) stripeCustomerId!: string | null;
  @Column({ name: 'stripe_subscription_id', type: 'varchar', nullable: true }) stripeSubscriptionId!:
    string | null;
  @Column({ name: 'subscription_status', type: 'varchar', nullable: true }) subscriptionStatus!:
    string | null;
  @Column({ name: 'subscription_plan', type: 'varchar', nullable: true }) subscriptionPlan!:
    'monthly' | 'yearly' | null;
  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true }) trialEndsAt!: Date | null;
  @Column({ name: 'subscription_ends_at', type: 'timestamptz', nullable: true })
  subscriptionEndsAt!: Date | null;
  @Column({ name: 'trial_used_at', type: 'timestamptz', nullable: true }) trialUsedAt!: Date | null;
  @Column({ name: 'is_legacy_user', type: 'boolean', default: false }) isLegacyUser!: boolean;
  @Column({ name: 'legacy_payment_platform', type: 'varchar', nullable: true })
  legacyPaymentPlatform!: 'wallet' | 'legacy_card' | 'gift' | null;
  @Column({ name: 'legacy_subscription_id', type: 'varchar', nullable: true }) legacySubscriptionId!:
    string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
