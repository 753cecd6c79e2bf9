import { AdminListPage } from '../../shared/components/AdminListPage';
import { oracleCards } from '../api/oracle-cards';

/** /admin/oracle-cards: the oracle's cards, in the order the oracle shows them. */
export function OracleCardsPage() {
  return (
    <AdminListPage
      title="Cartas del Oráculo"
      subtitle="Las cartas que revela el Oráculo de Ángeles."
      resource={oracleCards}
      newHref="/admin/oracle-cards/new"
      newLabel="Nueva carta"
      editHref={(card) => `/admin/oracle-cards/${card.id}`}
      nameOf={(card) => card.name}
      detailOf={(card) => (card.arcangelName ? `Guiada por ${card.arcangelName}` : 'Sin arcángel')}
      statusOf={(card) => card.status}
      sortable
      noun={['carta', 'cartas']}
    />
  );
}
