import { useLocation, useNavigate, Modal } from '@inhala/ui';
import { DEFAULT_VALUE_PROPOSITION } from '@inhala/domain';
import { isPaywallRequested } from '../paywall-request';
import { PaywallContent } from './PaywallContent';

/** Opens when a guard sent a signed-out person home with { paywall: true } (01 §6). */
export function PaywallFromNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isPaywallRequested(location);
  const close = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={DEFAULT_VALUE_PROPOSITION.title}>
      <PaywallContent onNavigate={close} />
    </Modal>
  );
}
