import { Navigate, LoadingScreen, useAccess, useSession } from '@inhala/ui';
import { PaywallContent } from '../components/PaywallContent';

/** /paywall (01 §2): the offer for visitors and leads; a subscriber has nothing to buy and goes home. */
export function PaywallPage() {
  const { user } = useSession();
  const access = useAccess();
  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (user && access.isSubscribed) return <Navigate to="/" replace />;
  return (
    <section
      aria-labelledby="paywall-title"
      className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm md:p-10"
    >
      <PaywallContent titleId="paywall-title" />
    </section>
  );
}
