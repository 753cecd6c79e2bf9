import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackgroundTasks } from '../../platform/background/background-tasks.port';
import { InProcessBackgroundTasks } from '../../platform/background/in-process-background.tasks';
import { TypeormUnitOfWork } from '../../platform/database/typeorm.unit-of-work';
import { UnitOfWork } from '../../platform/database/unit-of-work.port';
import { ChatModule, EndChatSessions } from '../chat';
import { EmailModule } from '../email';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password.hasher';
import { CryptoSecretGenerator } from './adapters/crypto/crypto-secret.generator';
import { HmacEmailFingerprints } from './adapters/crypto/hmac-email.fingerprints';
import { SqlUsedTrials } from './adapters/persistence/sql-used-trials';
import { ServerSecrets } from '../../platform/secrets/server-secrets';
import { EmailFingerprints } from './ports/email-fingerprints.port';
import { UsedTrials } from './ports/used-trials.port';
import { EmailPasswordResetNotifier } from './adapters/email/email-password-reset.notifier';
import { EmailWelcomeNotifier } from './adapters/email/email-welcome.notifier';
import { AuthController } from './adapters/http/auth.controller';
import { SessionOrmEntity } from './adapters/persistence/session.orm-entity';
import { TypeormAccountRepository } from './adapters/persistence/typeorm-account.repository';
import { SqlResetCodeStore } from './adapters/persistence/sql-reset-code.store';
import { TypeormSessionStore } from './adapters/persistence/typeorm-session.store';
import { RateLimitSignInThrottle } from './adapters/rate-limit/rate-limit-sign-in.throttle';
import { UserOrmEntity } from './adapters/persistence/user.orm-entity';
import { SessionAuthenticator, SessionGuard } from '../../platform/http/session';
import { AuthenticateSession } from './application/authenticate-session.use-case';
import { RefreshSession } from './application/refresh-session.use-case';
import { RegisterAccount } from './application/register-account.use-case';
import { RequestPasswordReset } from './application/request-password-reset.use-case';
import { ResetPassword } from './application/reset-password.use-case';
import { ResetPasswordByLink } from './application/reset-password-by-link.use-case';
import { SignIn } from './application/sign-in.use-case';
import { SignOut } from './application/sign-out.use-case';
import { ChangePracticeDay } from './application/change-practice-day.use-case';
import { AccountRepository } from './ports/account.repository.port';
import { PasswordHasher } from './ports/password-hasher.port';
import { PasswordResetNotifier } from './ports/password-reset-notifier.port';
import { ResetCodeStore } from './ports/reset-code.store.port';
import { SecretGenerator } from './ports/secret-generator.port';
import { SessionEndings } from './ports/session-endings.port';
import { SessionStore } from './ports/session.store.port';
import { SignInThrottle } from './ports/sign-in-throttle.port';
import { WelcomeNotifier } from './ports/welcome-notifier.port';

/** People, their sessions and password resets. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity, SessionOrmEntity]), EmailModule, ChatModule],
  controllers: [AuthController],
  providers: [
    { provide: AccountRepository, useClass: TypeormAccountRepository },
    { provide: SessionStore, useClass: TypeormSessionStore },
    { provide: ResetCodeStore, useClass: SqlResetCodeStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SecretGenerator, useClass: CryptoSecretGenerator },
    { provide: PasswordResetNotifier, useClass: EmailPasswordResetNotifier },
    { provide: WelcomeNotifier, useClass: EmailWelcomeNotifier },
    { provide: SignInThrottle, useClass: RateLimitSignInThrottle },
    { provide: EmailFingerprints, useClass: HmacEmailFingerprints },
    { provide: UsedTrials, useClass: SqlUsedTrials },
    ServerSecrets,
    { provide: UnitOfWork, useClass: TypeormUnitOfWork },
    // What stays open on a session is the chat's sockets: they close when it ends.
    {
      provide: SessionEndings,
      inject: [EndChatSessions],
      useFactory: (chat: EndChatSessions): SessionEndings => ({
        ended: (token) => chat.session(token),
        allEnded: (accountId) => chat.everySessionOf(accountId),
      }),
    },
    { provide: BackgroundTasks, useClass: InProcessBackgroundTasks },
    RegisterAccount,
    SignIn,
    AuthenticateSession,
    RefreshSession,
    SignOut,
    ChangePracticeDay,
    RequestPasswordReset,
    ResetPassword,
    ResetPasswordByLink,
    // Every context's routes are guarded by the session guard of platform/http; accounts is the
    // one that knows sessions, so it binds the guard's port (and is global, so no context
    // imports it for that).
    {
      provide: SessionAuthenticator,
      inject: [AuthenticateSession],
      useFactory: (authenticate: AuthenticateSession): SessionAuthenticator => ({
        authenticate: (token) => authenticate.execute(token),
        authenticateUntil: (token) => authenticate.withEnd(token),
      }),
    },
    SessionGuard,
  ],
  exports: [SessionAuthenticator, SessionGuard, PasswordHasher, EmailFingerprints],
})
export class AccountsModule {}
