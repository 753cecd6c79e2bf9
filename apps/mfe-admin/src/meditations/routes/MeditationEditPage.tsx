import { EditorPage } from '../../shared/components/EditorPage';
import { meditations } from '../api/meditations';
import { MeditationForm } from '../components/MeditationForm';
import { ScriptEditor } from '../components/ScriptEditor';

/** /admin/meditations/new and /admin/meditations/{id}, whose script is edited below its form. */
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
        <>
          <MeditationForm key={meditation?.id ?? 'new'} meditation={meditation} editor={editor} />
          {/* A new meditation gets its script once it exists. */}
          {meditation && <ScriptEditor meditation={meditation} />}
        </>
      )}
    </EditorPage>
  );
}
