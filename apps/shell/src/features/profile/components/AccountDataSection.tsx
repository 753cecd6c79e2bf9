import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_DATA_TEXTS, ACCOUNT_DELETION_ITEMS } from '@inhala/domain';
import { Button, Modal, PasswordField, messageOf, useNavigate, useSession, useToast } from '@inhala/ui';
import { useDeleteMyAccount, useDownloadMyData } from '../api/account-data';

/**
 * 'Tus datos' on the profile (issue 19): 'Descargar mis datos' (a ZIP of everything stored about
 * the person) and 'Eliminar mi cuenta', confirmed in a dialog that names what goes and asks for
 * the password. After the deletion the device forgets the person exactly as 'Cerrar Sesión' does.
 */
export function AccountDataSection() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby="account-data-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="account-data-title" className="mb-1 font-display text-xl text-ink">
        Tus datos
      </h2>
      <p className="mb-4 text-sm text-ink-soft">
        Descarga una copia de todo lo que Inhala guarda sobre ti, o elimina tu cuenta para siempre.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden size={18} />
          {download.isPending ? 'Preparando tus datos…' : 'Descargar mis datos'}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden size={18} /> Eliminar mi cuenta
        </Button>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm text-ink-soft">
        {download.isPending && 'Preparando el archivo con tus datos. Puede tardar unos segundos.'}
        {download.isSuccess && `Listo: tu archivo ${download.data} se ha descargado.`}
      </div>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(
            download.error,
            'No hemos podido preparar tus datos. Inténtalo de nuevo en unos minutos.',
          )}
        </p>
      )}
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setMissing(false);
      remove.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          onOpenChange(false);
          // Home first: /profile, left signed out, would send the person to the paywall. Then the
          // device forgets the person as 'Cerrar Sesión' does (stored session, offline queue and
          // stored reads); the server already ended the session.
          void navigate('/', { replace: true });
          void signOut().then(() =>
            toast({
              title: ACCOUNT_DATA_TEXTS.deleted,
              description: 'Gracias por el tiempo que compartiste con Inhala.',
            }),
          );
        },
      },
    );
  }

  const error = missing
    ? 'Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.'
    : remove.isError
      ? messageOf(remove.error, 'No hemos podido eliminar tu cuenta. Inténtalo de nuevo en unos minutos.')
      : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Eliminar mi cuenta"
      description="Esta acción no se puede deshacer."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <p className="mb-2 text-sm font-medium text-ink">Se eliminará para siempre:</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {ACCOUNT_DELETION_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <p className="rounded-2xl bg-sand-50 p-3 text-sm text-ink">{ACCOUNT_DATA_TEXTS.subscriptionNote}</p>
        <p className="text-sm text-ink-soft">{ACCOUNT_DATA_TEXTS.trialNote}</p>
        <p className="text-sm text-ink-soft">
          Si quieres conservar una copia, usa antes «Descargar mis datos».
        </p>
        <PasswordField
          label="Tu contraseña"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => close(false)} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Eliminando tu cuenta…' : 'Eliminar mi cuenta definitivamente'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
