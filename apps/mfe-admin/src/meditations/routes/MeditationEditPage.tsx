import { EditorPage } from '../../shared/components/EditorPage';
import { meditations } from '../api/meditations';
import { MeditationForm } from '../components/MeditationForm';
import { ScriptEditor } from '../components/ScriptEditor';
import { TranscriptEditor } from '../../shared/components/TranscriptEditor';

/**
 * /admin/meditations/new and /admin/meditations/{id}, whose script, and its file's transcript and
 * captions, are edited below its form.
 */
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
          {/* What the player shows under an uploaded audio file (a video's player has no transcript). */}
          {meditation?.mediaUrl && meditation.mediaType === 'audio' && (
            <TranscriptEditor
              path={`/api/admin/meditations/${meditation.id}/transcript`}
              name={`«${meditation.name}»`}
              title="Transcripción del archivo"
            />
          )}
        </>
      )}
    </EditorPage>
  );
}
