import { Navigate, Route, Routes, NotFoundPage } from '@inhala/ui';
import { ChallengeDayPage } from './ChallengeDayPage';
import { ChallengeDetailPage } from './ChallengeDetailPage';
import { ChallengesPage } from './ChallengesPage';
import { ChallengeTrackerPage } from './ChallengeTrackerPage';
import { PracticeStyles } from '../../shared/PracticeStyles';

/**
 * 'Retos' (02 §2.10): the list at /challenges (/retos leads there), a challenge and its tracker
 * at /challenges/{id} or /challenge/{id}, and a day at /challenges/{id}/day/{dayNumber}.
 */
export default function ChallengeRoutes() {
  return (
    <PracticeStyles>
      <Routes>
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="retos" element={<Navigate to="/challenges" replace />} />
        <Route path="challenges/:id" element={<ChallengeDetailPage />} />
        <Route path="challenge/:id" element={<ChallengeDetailPage />} />
        <Route path="challenges/:id/track" element={<ChallengeTrackerPage />} />
        <Route path="challenge/:id/track" element={<ChallengeTrackerPage />} />
        <Route path="challenges/:id/day/:dayNumber" element={<ChallengeDayPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PracticeStyles>
  );
}
