import { Navigate, Route, Routes, NotFoundPage } from '@inhala/ui';
import { JournalPage } from './JournalPage';
import { MorningPagesPage } from './MorningPagesPage';
import { PracticeStyles } from '../../shared/PracticeStyles';

/** The journal at /journal (/discover leads there) and its morning pages (02 §2.8, §2.9). */
export default function JournalRoutes() {
  return (
    <PracticeStyles>
      <Routes>
        <Route path="journal" element={<JournalPage />} />
        <Route path="discover" element={<Navigate to="/journal" replace />} />
        <Route path="morning-pages" element={<MorningPagesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PracticeStyles>
  );
}
