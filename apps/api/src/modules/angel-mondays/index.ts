/** The angel-mondays context's front door. */
export { AngelMondaysModule } from './angel-mondays.module';
