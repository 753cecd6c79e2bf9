import { useState } from 'react';
import { useCustomerPortal } from '../api/customer-portal';
import { useSession } from '../session/SessionProvider';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * 'Gestionar suscripción': opens the customer portal; a legacy wallet-provider subscriber is
 * asked first, because the wallet's own site opens (02 §2.12).
 */
export function ManageSubscriptionButton() {
  const { user } = useSession();
  const portal = useCustomerPortal();
  const [confirmWallet, setConfirmWallet] = useState(false);

  function manage() {
    if (user?.legacyPaymentPlatform === 'wallet') setConfirmWallet(true);
    else void portal.open();
  }

  return (
    <>
      <Button onClick={manage} disabled={portal.opening}>
        {portal.opening ? 'Abriendo...' : 'Gestionar suscripción'}
      </Button>
      <ConfirmDialog
        open={confirmWallet}
        onCancel={() => setConfirmWallet(false)}
        title="Suscripción con billetera digital"
        message="Tu suscripción se gestiona en tu billetera digital. Te llevaremos a su sitio para que puedas revisarla o cancelarla. ¿Quieres continuar?"
        confirmText="Continuar"
        onConfirm={() => {
          setConfirmWallet(false);
          void portal.open();
        }}
      />
    </>
  );
}
