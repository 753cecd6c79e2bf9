/** The ritual context's front door. */
export { RitualModule } from './ritual.module';
export { GetTodayRitual } from './application/get-today-ritual.use-case';
