import { EditorPage } from '../../shared/components/EditorPage';
import { angelMondays } from '../api/angel-mondays';
import { AngelMondayForm } from '../components/AngelMondayForm';

/** /admin/angel-mondays/new and /admin/angel-mondays/{id}. */
export function AngelMondayEditPage() {
  return (
    <EditorPage
      resource={angelMondays}
      listHref="/admin/angel-mondays"
      createTitle="Nuevo Angel Monday"
      editTitle="Editar Angel Monday"
      nameOf={(entry) => entry.title}
    >
      {(entry, editor) => <AngelMondayForm key={entry?.id ?? 'new'} entry={entry} editor={editor} />}
    </EditorPage>
  );
}
