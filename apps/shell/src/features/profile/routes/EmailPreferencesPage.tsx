import { isEmailPreferenceKind } from '@inhala/domain';
import {
  ApiError,
  Button,
  Link,
  LoadingScreen,
  PageHeader,
  messageOf,
  useParams,
  useSearchParams,
  useSession,
} from '@inhala/ui';
import { useLinkEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { EmailPreferencesForm } from '../components/EmailPreferencesForm';

/**
 * /email-preferences/{token}: the page every marketing and reminder mail links to. It works
 * without signing in (the token is signed for one person); `?unsubscribe={kind}` comes from a
 * mail's unsubscribe link and asks to confirm with 'Darse de baja'.
 */
export function EmailPreferencesPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const kind = search.get('unsubscribe');
  const preferences = useLinkEmailPreferences(token);
  const save = useSaveEmailPreferences(token);
  const { user, requestSignIn } = useSession();
  // A preferences link lasts 90 days (EMAIL_LINK_POLICY): past that, the profile has the same page.
  const expired =
    preferences.error instanceof ApiError && preferences.error.errorCode === 'EMAIL.LINK_EXPIRED';

  return (
    <div className="mx-auto max-w-xl space-y-6">
      {/* Opened from a mail, there is no page to go back to: 'Volver' goes home. */}
      <PageHeader title="Preferencias de correo" backTo="/" />
      {preferences.isPending ? (
        <LoadingScreen text="Cargando tus preferencias..." />
      ) : preferences.isError ? (
        <section role="alert" className="space-y-3 rounded-3xl bg-white p-6 shadow-sm">
          <p className="text-ink">
            {messageOf(preferences.error, 'No pudimos cargar tus preferencias de correo.')}
          </p>
          {expired && !user ? (
            <Button onClick={requestSignIn}>Iniciar Sesión</Button>
          ) : expired ? (
            <Link to="/profile" className="font-medium text-sage-800 underline">
              Ir a mis preferencias en el perfil
            </Link>
          ) : (
            <p className="text-ink-soft">
              Si tienes una cuenta, puedes elegir tus correos desde tu{' '}
              <Link to="/profile" className="text-sage-800 underline">
                perfil
              </Link>
              .
            </p>
          )}
        </section>
      ) : (
        <section aria-label="Tus correos" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm">
          {preferences.data.maskedEmail && (
            <p className="text-ink-soft">
              Correos que recibe <span className="font-medium text-ink">{preferences.data.maskedEmail}</span>
            </p>
          )}
          <EmailPreferencesForm
            preferences={preferences.data}
            save={save.mutateAsync}
            unsubscribeKind={isEmailPreferenceKind(kind) ? kind : null}
          />
        </section>
      )}
    </div>
  );
}
