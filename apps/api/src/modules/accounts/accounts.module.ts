import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackgroundTasks, InProcessBackgroundTasks } from '../../platform/background/background-tasks';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work';
import { Clock, SystemClock } from '../../platform/time/clock';
import { EmailModule } from '../email/email.module';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher';
import { CryptoSecretGenerator } from './adapters/crypto/crypto-secret-generator';
import { EmailPasswordResetNotifier } from './adapters/email/email-password-reset-notifier';
import { AuthController } from './adapters/http/auth.controller';
import { SessionGuard } from './adapters/http/session.guard';
import { PasswordResetCodeOrmEntity } from './adapters/persistence/password-reset-code.orm-entity';
import { SessionOrmEntity } from './adapters/persistence/session.orm-entity';
import { TypeormAccountRepository } from './adapters/persistence/typeorm-account.repository';
import { TypeormResetCodeStore } from './adapters/persistence/typeorm-reset-code.store';
import { TypeormSessionStore } from './adapters/persistence/typeorm-session.store';
import { RateLimitSignInThrottle } from './adapters/rate-limit/rate-limit-sign-in-throttle';
import { UserOrmEntity } from './adapters/persistence/user.orm-entity';
import { AuthenticateSession } from './application/authenticate-session.use-case';
import { RegisterAccount } from './application/register-account.use-case';
import { RequestPasswordReset } from './application/request-password-reset.use-case';
import { ResetPassword } from './application/reset-password.use-case';
import { SignIn } from './application/sign-in.use-case';
import { AccountRepository } from './ports/account.repository.port';
import { PasswordHasher } from './ports/password-hasher.port';
import { PasswordResetNotifier } from './ports/password-reset-notifier.port';
import { ResetCodeStore } from './ports/reset-code.store.port';
import { SecretGenerator } from './ports/secret-generator.port';
import { SessionStore } from './ports/session.store.port';
import { SignInThrottle } from './ports/sign-in-throttle.port';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserOrmEntity, SessionOrmEntity, PasswordResetCodeOrmEntity]),
    EmailModule,
  ],
  controllers: [AuthController],
  providers: [
    { provide: AccountRepository, useClass: TypeormAccountRepository },
    { provide: SessionStore, useClass: TypeormSessionStore },
    { provide: ResetCodeStore, useClass: TypeormResetCodeStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SecretGenerator, useClass: CryptoSecretGenerator },
    { provide: PasswordResetNotifier, useClass: EmailPasswordResetNotifier },
    { provide: SignInThrottle, useClass: RateLimitSignInThrottle },
    { provide: Clock, useClass: SystemClock },
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    { provide: BackgroundTasks, useClass: InProcessBackgroundTasks },
    RegisterAccount,
    SignIn,
    AuthenticateSession,
    RequestPasswordReset,
    ResetPassword,
    SessionGuard,
  ],
  // Other contexts guard their routes with the session guard and seed accounts through the hasher.
  exports: [AuthenticateSession, SessionGuard, PasswordHasher, AccountRepository],
})
export class AccountsModule {}
