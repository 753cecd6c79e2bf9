/** The accounts context's front door: the seed writes demo accounts with this hasher. */
export { AccountsModule } from './accounts.module';
export { PasswordHasher } from './ports/password-hasher.port';
export { EmailFingerprints } from './ports/email-fingerprints.port';
