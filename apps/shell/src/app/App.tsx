import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { ErrorBoundary, SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { AuthDialogs, type AuthDialog } from '../features/auth/AuthDialogs';
import { SmartConversionPage } from '../features/conversion/routes/SmartConversionPage';
import { HomePage } from '../features/home/routes/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';
import { RemotePage } from '../remotes/RemotePage';
import { InstallProvider } from '../features/pwa/InstallPrompt';
import { PaywallFromNavigation } from '../features/paywall/components/PaywallDialog';
import { PaywallPage } from '../features/paywall/routes/PaywallPage';
import { ProfilePage } from '../features/profile/routes/ProfilePage';
import { usePaymentReturn } from '../features/subscription/hooks/use-payment-return';
import { SubscriptionPage } from '../features/subscription/routes/SubscriptionPage';
import { SupportPage } from '../features/support/routes/SupportPage';
import { AdminOnly, SignedInOrPaywall, VisitorsToConversion } from './guards';
import { ScrollToTop } from './ScrollToTop';

function AppRoutes() {
  usePaymentReturn();
  return (
    <Routes>
      <Route path="/smart-conversion/*" element={<SmartConversionPage />} />
      {/* The wizard without header or bottom navigation (02 §2.1). */}
      <Route
        path="/ritual-form"
        element={
          <main className="min-h-screen bg-sand-50 px-4 py-6">
            <RemotePage module="practice/RitualFormPage" />
          </main>
        }
      />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="angel-mondays"
          element={
            <VisitorsToConversion>
              <RemotePage module="community/AngelMondaysPage" />
            </VisitorsToConversion>
          }
        />
        <Route path="morning-pages" element={<RemotePage module="practice/MorningPagesPage" />} />
        <Route path="journal" element={<RemotePage module="practice/JournalPage" />} />
        <Route path="form" element={<RemotePage module="practice/RitualFormPage" />} />
        <Route path="ritual" element={<RemotePage module="practice/RitualPage" />} />
        <Route path="meditaciones" element={<RemotePage module="practice/MeditationsPage" />} />
        <Route path="meditation/:id" element={<RemotePage module="practice/MeditationPlayerPage" />} />
        <Route path="challenges" element={<RemotePage module="practice/ChallengesPage" />} />
        <Route path="retos" element={<Navigate to="/challenges" replace />} />
        {['challenges/:id', 'challenge/:id'].map((path) => (
          <Route key={path} path={path} element={<RemotePage module="practice/ChallengeDetailPage" />} />
        ))}
        {['challenges/:id/track', 'challenge/:id/track'].map((path) => (
          <Route key={path} path={path} element={<RemotePage module="practice/ChallengeTrackerPage" />} />
        ))}
        <Route
          path="challenges/:challengeId/day/:dayNumber"
          element={<RemotePage module="practice/ChallengeDayPage" />}
        />
        <Route path="discover" element={<Navigate to="/journal" replace />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route path="paywall" element={<PaywallPage />} />
        <Route path="soporte" element={<SupportPage />} />
        <Route
          path="profile"
          element={
            <SignedInOrPaywall>
              <ProfilePage />
            </SignedInOrPaywall>
          }
        />
        <Route
          path="admin/*"
          element={
            <AdminOnly>
              <RemotePage module="admin/AdminApp" loadingText="Cargando administración..." />
            </AdminOnly>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Session-aware providers: inside the router so logout can navigate home. */
function Providers() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AuthDialog>(null);
  const openSignIn = useCallback(() => setDialog('signin'), []);
  const goHome = useCallback(() => navigate('/'), [navigate]);
  return (
    <SessionProvider onRequestSignIn={openSignIn} onSignedOut={goHome}>
      <ScrollToTop />
      <InstallProvider>
        <AppRoutes />
      </InstallProvider>
      <AuthDialogs open={dialog} onChange={setDialog} />
      <PaywallFromNavigation />
    </SessionProvider>
  );
}

/** The session, the query client and the toasts are provided here once, for shell and remotes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <Providers />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
