import { AdminListPage } from '../../shared/components/AdminListPage';
import { archangels } from '../api/archangels';

/** /admin/archangels: the archangels who guide the oracle's cards, in the order people see them. */
export function ArchangelsPage() {
  return (
    <AdminListPage
      title="Arcángeles"
      subtitle="Los arcángeles que guían las cartas del Oráculo."
      resource={archangels}
      newHref="/admin/archangels/new"
      newLabel="Nuevo arcángel"
      editHref={(archangel) => `/admin/archangels/${archangel.id}`}
      nameOf={(archangel) => archangel.name}
      detailOf={(archangel) => archangel.topic ?? 'Sin tema'}
      statusOf={(archangel) => archangel.status}
      sortable
      noun={['arcángel', 'arcángeles']}
    />
  );
}
