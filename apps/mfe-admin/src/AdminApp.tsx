import { lazy, Suspense, type ComponentType } from 'react';
import { Link, LoadingScreen, Route, Routes } from '@inhala/ui';
import { AdminPanel } from './panel/routes/AdminPanel';

/** An editor's screen, loaded when first opened ('Cargando administración...' meanwhile, 01 §2). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function AdminPage() {
    return (
      <Suspense fallback={<LoadingScreen text="Cargando administración..." />}>
        <Page />
      </Suspense>
    );
  };
}

const OracleCardsPage = lazyPage(() => import('./oracle-cards/routes/OracleCardsPage'), 'OracleCardsPage');
const OracleCardEditPage = lazyPage(
  () => import('./oracle-cards/routes/OracleCardEditPage'),
  'OracleCardEditPage',
);

const MeditationsPage = lazyPage(() => import('./meditations/routes/MeditationsPage'), 'MeditationsPage');
const MeditationEditPage = lazyPage(
  () => import('./meditations/routes/MeditationEditPage'),
  'MeditationEditPage',
);
const QuickMeditationPage = lazyPage(
  () => import('./meditations/routes/QuickMeditationPage'),
  'QuickMeditationPage',
);
const ArchangelsPage = lazyPage(() => import('./archangels/routes/ArchangelsPage'), 'ArchangelsPage');
const ArchangelEditPage = lazyPage(
  () => import('./archangels/routes/ArchangelEditPage'),
  'ArchangelEditPage',
);
const ChallengesPage = lazyPage(() => import('./challenges/routes/ChallengesPage'), 'ChallengesPage');
const ChallengeEditPage = lazyPage(
  () => import('./challenges/routes/ChallengeEditPage'),
  'ChallengeEditPage',
);
const ChallengeDayPage = lazyPage(() => import('./challenges/routes/ChallengeDayPage'), 'ChallengeDayPage');
const AngelMondaysPage = lazyPage(
  () => import('./angel-mondays/routes/AngelMondaysPage'),
  'AngelMondaysPage',
);
const AngelMondayEditPage = lazyPage(
  () => import('./angel-mondays/routes/AngelMondayEditPage'),
  'AngelMondayEditPage',
);
const EmailsPage = lazyPage(() => import('./emails/routes/EmailsPage'), 'EmailsPage');
const EmailTemplateEditPage = lazyPage(
  () => import('./emails/routes/EmailTemplateEditPage'),
  'EmailTemplateEditPage',
);
const AuditLogPage = lazyPage(() => import('./panel/routes/AuditLogPage'), 'AuditLogPage');

function AdminAreaNotFound() {
  return (
    <section className="mx-auto max-w-md p-10 text-center">
      <h1 className="font-display text-3xl text-ink">Page Not Found</h1>
      <p className="mt-2 text-ink-soft">Esta sección de administración no existe.</p>
      <Link to="/admin" className="mt-4 inline-block text-sage-700 underline">
        Volver al panel
      </Link>
    </section>
  );
}

/** Everything under /admin; the shell only mounts it for admins. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="admin" element={<AdminPanel />} />
      <Route path="admin/oracle-cards" element={<OracleCardsPage />} />
      <Route path="admin/oracle-cards/:id" element={<OracleCardEditPage />} />
      <Route path="admin/meditations" element={<MeditationsPage />} />
      <Route path="admin/meditations/:id" element={<MeditationEditPage />} />
      <Route path="admin/meditations-simple" element={<QuickMeditationPage />} />
      <Route path="admin/archangels" element={<ArchangelsPage />} />
      <Route path="admin/archangels/:id" element={<ArchangelEditPage />} />
      <Route path="admin/challenges" element={<ChallengesPage />} />
      <Route path="admin/challenges/:id" element={<ChallengeEditPage />} />
      <Route path="admin/challenges/:id/days/:dayNumber" element={<ChallengeDayPage />} />
      <Route path="admin/angel-mondays" element={<AngelMondaysPage />} />
      <Route path="admin/angel-mondays/:id" element={<AngelMondayEditPage />} />
      <Route path="admin/emails" element={<EmailsPage />} />
      <Route path="admin/emails/edit/:templateKey" element={<EmailTemplateEditPage />} />
      <Route path="admin/audit" element={<AuditLogPage />} />
      <Route path="admin/*" element={<AdminAreaNotFound />} />
    </Routes>
  );
}
