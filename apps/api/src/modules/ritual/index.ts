/** The ritual context's front door. */
export { RitualModule } from './ritual.module';
