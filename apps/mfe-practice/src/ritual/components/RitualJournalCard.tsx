import { RITUAL_JOURNAL_MAX_LENGTH, type RitualView } from '@inhala/domain';
import { SaveOnceTextBox } from '../../shared/SaveOnceTextBox';
import { useUpdateRitual } from '../api/ritual';

/** 'Diario de Reflexión' (02 §2.3): saved once, trimmed, then read-only. */
export function RitualJournalCard({ ritual }: { ritual: RitualView }) {
  const update = useUpdateRitual();
  return (
    <section aria-labelledby="ritual-diario" className="flex flex-col gap-3 rounded-3xl bg-sand-100 p-5">
      <h2 id="ritual-diario" className="font-display text-2xl text-ink">
        Diario de Reflexión
      </h2>
      <p className="text-ink-soft">{ritual.journalPrompt ?? '¿Qué descubriste hoy en tu práctica?'}</p>
      <SaveOnceTextBox
        saved={ritual.journalEntry}
        savedNote="Reflexión guardada"
        fieldId="ritual-reflexion"
        label="Tu reflexión"
        placeholder="Escribe lo que sientes..."
        maxLength={RITUAL_JOURNAL_MAX_LENGTH}
        save={(journalEntry, outcome) => update.mutate({ id: ritual.id, patch: { journalEntry } }, outcome)}
        pending={update.isPending}
        failure={{ title: 'Error', fallback: 'No se pudo guardar la reflexión.' }}
      />
    </section>
  );
}
