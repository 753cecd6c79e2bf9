/** The practice context's front door: sessions done (guided or with media) and the 'Mi práctica' stats. */
export { PracticeModule } from './practice.module';
