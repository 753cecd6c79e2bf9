/** The journal context's front door. */
export { JournalModule } from './journal.module';
