/** The challenges context's front door. */
export { ChallengesModule } from './challenges.module';
