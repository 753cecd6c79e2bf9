import { Route, Routes, NotFoundPage } from '@inhala/ui';
import { MeditationPlayerPage } from './MeditationPlayerPage';
import { MeditationsPage } from './MeditationsPage';
import { SleepSoundsPage } from '../../sleep-sounds/routes/SleepSoundsPage';
import { PracticeStyles } from '../../shared/PracticeStyles';
import { useEarlierPracticeSessions } from '../api/practice-sessions';

/**
 * The catalogue at /meditaciones, one meditation at /meditation/{position} (02 §2.6, §2.7), and
 * the sleep sounds at /meditaciones/sonidos.
 */
export default function MeditationRoutes() {
  // Sessions an earlier version kept in local storage join the offline write queue.
  useEarlierPracticeSessions();
  return (
    <PracticeStyles>
      <Routes>
        <Route path="meditaciones" element={<MeditationsPage />} />
        <Route path="meditaciones/sonidos" element={<SleepSoundsPage />} />
        <Route path="meditation/:id" element={<MeditationPlayerPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PracticeStyles>
  );
}
