import { countOf } from '@inhala/domain';
import { AdminListPage } from '../../shared/components/AdminListPage';
import { challenges } from '../api/challenges';

/** /admin/challenges: every challenge, with how many of its days are written. */
export function ChallengesPage() {
  return (
    <AdminListPage
      title="Retos"
      subtitle="Los programas de varios días: su ficha y el contenido de cada día."
      resource={challenges}
      newHref="/admin/challenges/new"
      newLabel="Nuevo reto"
      editHref={(challenge) => `/admin/challenges/${challenge.id}`}
      nameOf={(challenge) => challenge.name}
      detailOf={(challenge) =>
        `${challenge.dayCount} de ${countOf(challenge.totalDays, 'día', 'días')} con contenido${challenge.isPremium ? ' · Premium' : ''}`
      }
      statusOf={(challenge) => challenge.status}
      noun={['reto', 'retos']}
    />
  );
}
