import { EditorPage } from '../../shared/components/EditorPage';
import { archangels } from '../api/archangels';
import { ArchangelForm } from '../components/ArchangelForm';

/** /admin/archangels/new and /admin/archangels/{id}. */
export function ArchangelEditPage() {
  return (
    <EditorPage
      resource={archangels}
      listHref="/admin/archangels"
      createTitle="Nuevo arcángel"
      editTitle="Editar arcángel"
      nameOf={(archangel) => archangel.name}
    >
      {(archangel, editor) => (
        <ArchangelForm key={archangel?.id ?? 'new'} archangel={archangel} editor={editor} />
      )}
    </EditorPage>
  );
}
