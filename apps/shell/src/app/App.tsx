import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  ChatProvider,
  ErrorBoundary,
  LoadingScreen,
  OfflineSync,
  DownloadsGuard,
  SessionProvider,
  ToastProvider,
  createQueryClient,
} from '@inhala/ui';
import { RESET_LINK_PARAM } from '@inhala/domain';
import type { AuthDialog } from '../features/auth/components/AuthDialogs';
import { HomePage } from '../features/home/routes/HomePage';
import { Frame } from '../layout/Frame';
import { InstallProvider } from '../features/pwa/components/InstallPrompt';
import { isPaywallRequested } from '../features/paywall/paywall-request';
import { usePaymentReturn } from '../features/subscription/hooks/use-payment-return';
import { SignedInOrPaywall } from './guards';
import { lazyNamed } from './lazy-named';
import { RemoteSection } from './remote-sections';
import { ScrollToTop } from './ScrollToTop';
import { TravelZoneCheck } from '../features/practice-day/TravelZoneCheck';

/*
 * Home is the first page most people open, so it ships with the shell; every other page, the
 * sign-in dialogs (react-hook-form) and the paywall dialog load when first needed.
 */
const AuthDialogs = lazyNamed(() => import('../features/auth/components/AuthDialogs'), 'AuthDialogs');
const PaywallFromNavigation = lazyNamed(
  () => import('../features/paywall/components/PaywallDialog'),
  'PaywallFromNavigation',
);
const SmartConversionPage = lazyNamed(
  () => import('../features/conversion/routes/SmartConversionPage'),
  'SmartConversionPage',
);
const SubscriptionPage = lazyNamed(
  () => import('../features/subscription/routes/SubscriptionPage'),
  'SubscriptionPage',
);
const PaywallPage = lazyNamed(() => import('../features/paywall/routes/PaywallPage'), 'PaywallPage');
const SupportPage = lazyNamed(() => import('../features/support/routes/SupportPage'), 'SupportPage');
const ProfilePage = lazyNamed(() => import('../features/profile/routes/ProfilePage'), 'ProfilePage');
const EmailPreferencesPage = lazyNamed(
  () => import('../features/profile/routes/EmailPreferencesPage'),
  'EmailPreferencesPage',
);
const PracticeStatsPage = lazyNamed(
  () => import('../features/profile/routes/PracticeStatsPage'),
  'PracticeStatsPage',
);

/** A page that loads on first visit, inside the frame that is already shown. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen text="Cargando..." />}>{children}</Suspense>;
}

/** The shell's own pages; every other section is mounted from the remote that owns it. */
function AppRoutes() {
  usePaymentReturn();
  return (
    <Routes>
      <Route path="/smart-conversion/*" element={<Page>{<SmartConversionPage />}</Page>} />
      <Route element={<Frame />}>
        <Route index element={<HomePage />} />
        <Route path="subscription" element={<Page>{<SubscriptionPage />}</Page>} />
        <Route path="paywall" element={<Page>{<PaywallPage />}</Page>} />
        <Route path="soporte" element={<Page>{<SupportPage />}</Page>} />
        {/* From a mail's link: no session needed, the signed token says whose preferences. */}
        <Route path="email-preferences/:token" element={<Page>{<EmailPreferencesPage />}</Page>} />
        <Route
          path="profile"
          element={
            <SignedInOrPaywall>
              <Page>{<ProfilePage />}</Page>
            </SignedInOrPaywall>
          }
        />
        <Route
          path="profile/practica"
          element={
            <SignedInOrPaywall>
              <Page>{<PracticeStatsPage />}</Page>
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
  const location = useLocation();
  // Opened from a reset mail's link: the dialogs (loaded then) take its token and start at the
  // new password.
  const [dialog, setDialog] = useState<AuthDialog>(() =>
    new URLSearchParams(location.search).has(RESET_LINK_PARAM) ? 'forgot' : null,
  );
  const openSignIn = useCallback(() => setDialog('signin'), []);
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const paywallRequested = isPaywallRequested(location);
  return (
    <SessionProvider onRequestSignIn={openSignIn} onSignedOut={goHome}>
      <ScrollToTop />
      <OfflineSync />
      <DownloadsGuard />
      <TravelZoneCheck />
      <ChatProvider>
        <InstallProvider>
          <AppRoutes />
        </InstallProvider>
      </ChatProvider>
      <Suspense fallback={null}>
        {dialog && <AuthDialogs open={dialog} onChange={setDialog} />}
        {paywallRequested && <PaywallFromNavigation />}
      </Suspense>
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
