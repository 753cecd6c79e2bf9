import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary, SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { AuthDialogs, type AuthDialog } from '../features/auth/components/AuthDialogs';
import { SmartConversionPage } from '../features/conversion/routes/SmartConversionPage';
import { HomePage } from '../features/home/routes/HomePage';
import { AppLayout } from '../layout/AppLayout';
import { InstallProvider } from '../features/pwa/components/InstallPrompt';
import { PaywallFromNavigation } from '../features/paywall/components/PaywallDialog';
import { PaywallPage } from '../features/paywall/routes/PaywallPage';
import { ProfilePage } from '../features/profile/routes/ProfilePage';
import { usePaymentReturn } from '../features/subscription/hooks/use-payment-return';
import { SubscriptionPage } from '../features/subscription/routes/SubscriptionPage';
import { SupportPage } from '../features/support/routes/SupportPage';
import { SignedInOrPaywall } from './guards';
import { RemoteSection } from './remote-sections';
import { ScrollToTop } from './ScrollToTop';

/** Pages shown without header, sidebar or bottom navigation: the ritual wizard (02 §2.1). */
const FULL_SCREEN_PATHS = ['/ritual-form'];

/** The frame around every page: the app layout, or a plain full-screen page. */
function Frame() {
  const { pathname } = useLocation();
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  if (!FULL_SCREEN_PATHS.includes(path)) return <AppLayout />;
  return (
    <main className="min-h-screen bg-sand-50 px-4 py-6">
      <Outlet />
    </main>
  );
}

/** The shell's own pages; every other section is mounted from the remote that owns it. */
function AppRoutes() {
  usePaymentReturn();
  return (
    <Routes>
      <Route path="/smart-conversion/*" element={<SmartConversionPage />} />
      <Route element={<Frame />}>
        <Route index element={<HomePage />} />
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
        <Route path="*" element={<RemoteSection />} />
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
