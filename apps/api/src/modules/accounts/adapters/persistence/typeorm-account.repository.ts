import { civilDayOf, type PracticeDaySettings } from '@inhala/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { inUnitOfWork } from '../../../../platform/database/typeorm.unit-of-work';
import { type Account, AccountRepository, type NewAccount } from '../../ports/account.repository.port';
import { UserOrmEntity } from './user.orm-entity';

const UNIQUE_VIOLATION = '23505';

export function toAccount(
  row: Pick<
    UserOrmEntity,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'timezone'
    | 'dayEndsAt'
    | 'practiceDayHoldDay'
    | 'practiceDayHoldUntil'
    | 'language'
    | 'legacyPaymentPlatform'
    | 'passwordHash'
    | 'createdAt'
  >,
): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    timezone: row.timezone,
    dayEndsAt: row.dayEndsAt,
    practiceDayHold:
      row.practiceDayHoldDay && row.practiceDayHoldUntil
        ? {
            day: civilDayOf(String(row.practiceDayHoldDay)) ?? '',
            until: new Date(row.practiceDayHoldUntil).toISOString(),
          }
        : null,
    language: row.language,
    legacyPaymentPlatform: row.legacyPaymentPlatform,
    passwordHash: row.passwordHash,
    createdAt: new Date(row.createdAt),
  };
}

@Injectable()
export class TypeormAccountRepository extends AccountRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly table: Repository<UserOrmEntity>) {
    super();
  }

  /** Inside a unit of work (registration), every read and write is part of its transaction. */
  private get users(): Repository<UserOrmEntity> {
    return inUnitOfWork(this.table);
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await this.users.findOneBy({ email });
    return row ? toAccount(row) : null;
  }

  async findById(id: string): Promise<Account | null> {
    const row = await this.users.findOneBy({ id });
    return row ? toAccount(row) : null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    try {
      const row = await this.users.save(this.users.create({ ...account, role: account.role ?? 'lead' }));
      return toAccount(row);
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      )
        return null;
      throw error;
    }
  }

  async recordSignIn(id: string, at: Date, timezone: string | null): Promise<void> {
    await this.users.update({ id }, timezone ? { lastLoginAt: at, timezone } : { lastLoginAt: at });
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash, updatedAt: new Date() });
  }

  async updatePracticeDay(id: string, settings: Required<PracticeDaySettings>): Promise<Account | null> {
    const hold = settings.practiceDayHold;
    const result = await this.users.update(
      { id },
      {
        timezone: settings.timezone,
        dayEndsAt: settings.dayEndsAt,
        practiceDayHoldDay: hold?.day ?? null,
        practiceDayHoldUntil: hold ? new Date(hold.until) : null,
        updatedAt: new Date(),
      },
    );
    return result.affected ? this.findById(id) : null;
  }
}
