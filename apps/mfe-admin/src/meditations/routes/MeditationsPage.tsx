import { Zap } from 'lucide-react';
import type { AdminMeditation } from '@inhala/domain';
import { Link } from '@inhala/ui';
import { AdminListPage } from '../../shared/components/AdminListPage';
import { meditations } from '../api/meditations';

function detailOf(meditation: AdminMeditation): string {
  const media = meditation.mediaUrl
    ? meditation.mediaType === 'video'
      ? 'Video subido'
      : 'Audio subido'
    : meditation.videoUrl
      ? 'Enlace de video'
      : 'Sin medio';
  const duration = meditation.duration ? `${meditation.duration} min` : 'Sin duración';
  return `${duration} · ${media} · /${meditation.slug}`;
}

/** /admin/meditations: the catalogue's meditations, in the order people see them. */
export function MeditationsPage() {
  return (
    <AdminListPage
      title="Meditaciones"
      subtitle="El catálogo de meditaciones, en el orden en que se muestra."
      resource={meditations}
      newHref="/admin/meditations/new"
      newLabel="Nueva meditación"
      editHref={(meditation) => `/admin/meditations/${meditation.id}`}
      nameOf={(meditation) => meditation.name}
      detailOf={detailOf}
      statusOf={(meditation) => meditation.status}
      sortable
      noun={['meditación', 'meditaciones']}
      actions={
        <p className="mb-4">
          <Link
            to="/admin/meditations-simple"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-sage-800 underline hover:bg-sage-50"
          >
            <Zap aria-hidden size={16} />
            Alta rápida de varias meditaciones
          </Link>
        </p>
      }
    />
  );
}
