import {
  Bell,
  ChevronRight,
  Globe,
  LifeBuoy,
  LogOut,
  RefreshCw,
  ShieldCheck,
  Clock3,
  Sprout,
} from 'lucide-react';
import { useState } from 'react';
import {
  Link,
  Button,
  JournalExportButton,
  PageHeader,
  useRefreshSubscription,
  useSession,
  useToast,
} from '@inhala/ui';
import { formatCalendarDate, formatSpanishDate } from '@inhala/domain';
import { PracticeDaySection } from '../../practice-day/PracticeDaySection';
import { IntentsSection } from '../../for-you/components/IntentsSection';
import { AccountDataSection } from '../components/AccountDataSection';
import { DownloadsSection } from '../components/DownloadsSection';
import { EmailPreferencesSection } from '../components/EmailPreferencesSection';
import { SubscriptionCard } from '../components/SubscriptionCard';

/** The fixed date of the last review of these settings (02 §2.12 'a fixed date'). */
const LAST_UPDATE = '2026-11-01';

const ROLE_LABELS = { lead: 'Cuenta gratuita', client: 'Miembro', admin: 'Administradora' } as const;

/** 'Perfil' (02 §2.12). Only reached signed in: the route guard sends visitors home with the paywall. */
export function ProfilePage() {
  const { user, signOut } = useSession();
  const refresh = useRefreshSubscription();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();

  const settings = [
    { icon: Globe, label: 'Idioma', value: 'Español' },
    { icon: Clock3, label: 'Zona horaria', value: user.timezone },
    { icon: Bell, label: 'Notificaciones', value: 'Activadas' },
    { icon: ShieldCheck, label: 'Seguridad', value: 'Verificada' },
  ];

  async function update() {
    setRefreshing(true);
    try {
      await refresh();
      toast({ title: 'Perfil actualizado', description: 'Tus datos y tu suscripción están al día.' });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Perfil" />

      <section aria-label="Tu cuenta" className="flex items-center gap-4 rounded-3xl bg-white p-6 shadow-sm">
        <span
          aria-hidden
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-sage-100 font-display text-2xl text-sage-800"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <p className="truncate font-display text-2xl text-ink">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-ink-soft">{user.email}</p>
        </div>
      </section>

      <Link
        to="/profile/practica"
        className="flex min-h-11 items-center gap-4 rounded-3xl bg-sage-50 p-5 text-ink shadow-sm hover:bg-sage-100"
      >
        <Sprout aria-hidden className="shrink-0 text-sage-700" />
        <span className="min-w-0 flex-1">
          <span className="block font-display text-xl">Mi práctica</span>
          <span className="block text-sm text-ink-soft">
            Minutos, sesiones, rachas y tus últimas 12 semanas
          </span>
        </span>
        <ChevronRight aria-hidden className="text-sage-700" />
      </Link>

      <SubscriptionCard />
      <IntentsSection />

      <EmailPreferencesSection />

      <PracticeDaySection />

      <JournalExportButton card />

      <DownloadsSection />

      <AccountDataSection />

      <section aria-labelledby="settings-title" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="settings-title" className="mb-3 font-display text-xl text-ink">
          Configuración
        </h2>
        <dl className="divide-y divide-sand-100">
          {settings.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-3 py-3">
              <Icon aria-hidden size={20} className="text-sage-700" />
              <dt className="flex-1 text-ink">{label}</dt>
              <dd className="text-ink-soft">{value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to="/soporte"
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-sage-800 underline-offset-4 hover:underline"
        >
          <LifeBuoy aria-hidden size={18} /> ¿Necesitas ayuda? Visita Soporte
        </Link>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void update()} disabled={refreshing}>
          <RefreshCw aria-hidden size={18} className={refreshing ? 'animate-spin' : ''} />
          Actualizar Perfil
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          <LogOut aria-hidden size={18} /> Cerrar Sesión
        </Button>
      </div>

      <section aria-label="Información de la cuenta" className="space-y-1 text-sm text-ink-soft">
        <p>Tipo de cuenta: {ROLE_LABELS[user.role]}</p>
        <p>Miembro desde el {formatSpanishDate(user.createdAt, user.timezone)}</p>
        <p>Última actualización: {formatCalendarDate(LAST_UPDATE)}</p>
      </section>
    </div>
  );
}
