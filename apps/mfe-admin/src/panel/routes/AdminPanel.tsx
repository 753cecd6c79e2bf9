import { BookHeart, Film, History, Mail, Mountain, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Link, PageHeader } from '@inhala/ui';
import type { AdminCounts } from '@inhala/domain';
import { useAdminCounts } from '../api/admin-counts';
import { RefreshDataCard } from '../components/RefreshDataCard';
import { SyncCatalogueCard } from '../components/SyncCatalogueCard';

interface Area {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  count?: keyof AdminCounts;
  /** What the badge counts, read by screen readers ('elementos' unless given). */
  countNoun?: string;
}

const AREAS: Area[] = [
  {
    to: '/admin/angel-mondays',
    label: 'Angel Mondays',
    description: 'Mensajes semanales con audio',
    icon: Sparkles,
    count: 'angelMondays',
  },
  {
    to: '/admin/oracle-cards',
    label: 'Cartas del Oráculo',
    description: 'Cartas y sus mensajes',
    icon: BookHeart,
    count: 'oracleCards',
  },
  {
    to: '/admin/archangels',
    label: 'Arcángeles',
    description: 'Guías de las cartas',
    icon: Users,
    count: 'archangels',
  },
  {
    to: '/admin/challenges',
    label: 'Retos',
    description: 'Programas de varios días',
    icon: Mountain,
    count: 'challenges',
  },
  {
    to: '/admin/meditations',
    label: 'Meditaciones',
    description: 'Catálogo de meditaciones guiadas',
    icon: Film,
    count: 'meditations',
  },
  {
    to: '/admin/emails',
    label: 'Correos',
    description: 'Plantillas y envíos programados',
    icon: Mail,
    count: 'pendingEmails',
    countNoun: 'correos pendientes',
  },
  {
    to: '/admin/audit',
    label: 'Registro de cambios',
    description: 'Quién cambió qué, cuándo y desde dónde',
    icon: History,
  },
];

/**
 * /admin (02 §2.13): content-management links with count badges, the catalogue actions
 * ('Actualizar datos', 'Sincronizar catálogo', 02 §7) and the roles card.
 */
export function AdminPanel() {
  const { data: counts, isPending, isError } = useAdminCounts();
  return (
    <>
      <PageHeader title="Administración" subtitle="Gestiona el contenido de Inhala." backTo="/" />
      {isError && (
        <p role="alert" className="mb-4 rounded-2xl bg-red-50 p-4 text-red-800">
          No pudimos cargar los totales. Los enlaces siguen disponibles.
        </p>
      )}
      <nav aria-label="Gestión de contenido">
        <ul className="grid gap-4 sm:grid-cols-2">
          {AREAS.map(({ to, label, description, icon: Icon, count, countNoun = 'elementos' }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm hover:shadow-md"
              >
                <Icon aria-hidden className="text-sage-700" size={28} />
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-ink-soft">{description}</span>
                </span>
                {count && (
                  <span
                    className="min-w-10 rounded-full bg-sage-100 px-3 py-1 text-center text-sm font-semibold text-sage-800"
                    aria-label={`${counts?.[count] ?? 0} ${countNoun}`}
                  >
                    {isPending ? '…' : (counts?.[count] ?? '–')}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3 md:items-start">
        <RefreshDataCard />
        <SyncCatalogueCard />
      </div>
      <section className="mt-8 rounded-3xl bg-sand-100 p-6" aria-labelledby="roles-title">
        <h2 id="roles-title" className="font-display text-xl text-ink">
          Roles
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="inline font-semibold">Lead:</dt>{' '}
            <dd className="inline text-ink-soft">
              cuenta registrada sin suscripción; ve contenido bloqueado y ofertas.
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Cliente:</dt>{' '}
            <dd className="inline text-ink-soft">suscripción activa o en prueba; acceso completo.</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Admin:</dt>{' '}
            <dd className="inline text-ink-soft">
              acceso completo y gestión de contenido. Los roles no se cambian desde la app.
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
