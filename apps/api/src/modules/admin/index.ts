/** The admin context's front door. */
export { AdminModule } from './admin.module';
