import { EditorPage } from '../../shared/components/EditorPage';
import { meditations } from '../api/meditations';
import { MeditationForm } from '../components/MeditationForm';

/** /admin/meditations/new and /admin/meditations/{id}. */
export function MeditationEditPage() {
  return (
    <EditorPage
      resource={meditations}
      listHref="/admin/meditations"
      createTitle="Nueva meditación"
      editTitle="Editar meditación"
      nameOf={(meditation) => meditation.name}
    >
      {(meditation, editor) => (
        <MeditationForm key={meditation?.id ?? 'new'} meditation={meditation} editor={editor} />
      )}
    </EditorPage>
  );
}
