/** The streak context's front door: other contexts report completed practice through this port. */
export { PracticeRecorder, type PracticeSource } from './ports/practice-recorder.port';
export { StreakModule } from './streak.module';
