import { Mail } from 'lucide-react';
import { Button, Skeleton, messageOf } from '@inhala/ui';
import { useMyEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { EmailPreferencesForm } from './EmailPreferencesForm';

/** 'Correos' on /profile: the signed-in person's e-mail choices and reminder time. */
export function EmailPreferencesSection() {
  const preferences = useMyEmailPreferences();
  const save = useSaveEmailPreferences(null);
  return (
    <section aria-labelledby="email-preferences-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <div className="mb-3 flex items-center gap-3">
        <Mail aria-hidden size={20} className="text-sage-700" />
        <h2 id="email-preferences-title" className="font-display text-xl text-ink">
          Correos
        </h2>
      </div>
      {preferences.isPending ? (
        <div role="status" aria-label="Cargando tus preferencias de correo">
          <Skeleton className="h-40" />
        </div>
      ) : preferences.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-ink-soft">
            {messageOf(preferences.error, 'No pudimos cargar tus preferencias de correo.')}
          </p>
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <EmailPreferencesForm preferences={preferences.data} save={save.mutateAsync} />
      )}
    </section>
  );
}
