import { EditorPage } from '../../shared/components/EditorPage';
import { oracleCards } from '../api/oracle-cards';
import { OracleCardForm } from '../components/OracleCardForm';

/** /admin/oracle-cards/new and /admin/oracle-cards/{id}. */
export function OracleCardEditPage() {
  return (
    <EditorPage
      resource={oracleCards}
      listHref="/admin/oracle-cards"
      createTitle="Nueva carta"
      editTitle="Editar carta"
      nameOf={(card) => card.name}
    >
      {(card, editor) => <OracleCardForm key={card?.id ?? 'new'} card={card} editor={editor} />}
    </EditorPage>
  );
}
