/** The streak context's front door: other contexts report completed practice through this port. */
export { PracticeRecorder } from './ports/practice-recorder.port';
export { StreakModule } from './streak.module';
