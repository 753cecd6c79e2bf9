/** The account-data context's front door: a person's data export and account deletion. */
export { AccountDataModule } from './account-data.module';
