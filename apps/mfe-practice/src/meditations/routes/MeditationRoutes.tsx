import { Route, Routes, NotFoundPage } from '@inhala/ui';
import { MeditationPlayerPage } from './MeditationPlayerPage';
import { MeditationsPage } from './MeditationsPage';
import { PracticeStyles } from '../../shared/PracticeStyles';
import { useEarlierPracticeSessions } from '../api/practice-sessions';

/** The catalogue at /meditaciones and one meditation at /meditation/{position} (02 §2.6, §2.7). */
export default function MeditationRoutes() {
  // Sessions an earlier version kept in local storage join the offline write queue.
  useEarlierPracticeSessions();
  return (
    <PracticeStyles>
      <Routes>
        <Route path="meditaciones" element={<MeditationsPage />} />
        <Route path="meditation/:id" element={<MeditationPlayerPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PracticeStyles>
  );
}
