import { EditorPage } from '../../shared/components/EditorPage';
import { challenges } from '../api/challenges';
import { ChallengeDaysGrid } from '../components/ChallengeDaysGrid';
import { ChallengeForm } from '../components/ChallengeForm';

/** /admin/challenges/new and /admin/challenges/{id}: the challenge's fields, then its days. */
export function ChallengeEditPage() {
  return (
    <EditorPage
      resource={challenges}
      listHref="/admin/challenges"
      createTitle="Nuevo reto"
      editTitle="Editar reto"
      nameOf={(challenge) => challenge.name}
    >
      {(challenge, editor) => (
        <>
          <ChallengeForm key={challenge?.id ?? 'new'} challenge={challenge} editor={editor} />
          {challenge ? (
            <ChallengeDaysGrid challenge={challenge} />
          ) : (
            <p className="mt-10 rounded-3xl bg-white p-6 text-ink-soft">
              Guarda el reto para escribir el contenido de sus días.
            </p>
          )}
        </>
      )}
    </EditorPage>
  );
}
