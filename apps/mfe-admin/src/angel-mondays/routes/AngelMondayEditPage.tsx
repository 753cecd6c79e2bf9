import { EditorPage } from '../../shared/components/EditorPage';
import { angelMondays } from '../api/angel-mondays';
import { AngelMondayForm } from '../components/AngelMondayForm';
import { TranscriptEditor } from '../../shared/components/TranscriptEditor';

/** /admin/angel-mondays/new and /admin/angel-mondays/{id}, whose audio's transcript is edited below its form. */
export function AngelMondayEditPage() {
  return (
    <EditorPage
      resource={angelMondays}
      listHref="/admin/angel-mondays"
      createTitle="Nuevo Angel Monday"
      editTitle="Editar Angel Monday"
      nameOf={(entry) => entry.title}
    >
      {(entry, editor) => (
        <>
          <AngelMondayForm key={entry?.id ?? 'new'} entry={entry} editor={editor} />
          {/* What people read under the audio's player once the message has one. */}
          {entry?.audioUrl && (
            <TranscriptEditor
              path={`/api/admin/angel-mondays/${entry.id}/transcript`}
              name={`«${entry.title}»`}
              title="Transcripción del audio"
            />
          )}
        </>
      )}
    </EditorPage>
  );
}
