import { Route, Routes, NotFoundPage } from '@inhala/ui';
import { RitualFormPage } from './RitualFormPage';
import { RitualPage } from './RitualPage';
import { PracticeStyles } from '../../shared/PracticeStyles';

/** /ritual, and the wizard at /form and /ritual-form (the shell shows the latter full screen, 02 §2.1). */
export default function RitualRoutes() {
  return (
    <PracticeStyles>
      <Routes>
        <Route path="ritual" element={<RitualPage />} />
        <Route path="form" element={<RitualFormPage />} />
        <Route path="ritual-form" element={<RitualFormPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PracticeStyles>
  );
}
