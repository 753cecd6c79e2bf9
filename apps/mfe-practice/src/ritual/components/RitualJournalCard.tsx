import { RITUAL_JOURNAL_MAX_LENGTH, type RitualView } from '@inhala/domain';
import { OFFLINE_TEXTS } from '@inhala/ui';
import { SaveOnceTextBox } from '../../shared/SaveOnceTextBox';
import { useUpdateRitual } from '../api/ritual';

/**
 * 'Diario de Reflexión' (02 §2.3): saved once, trimmed, then read-only. Written offline, it is
 * kept on this device and marked as waiting to be sent (issue 18).
 */
export function RitualJournalCard({ ritual, pending = false }: { ritual: RitualView; pending?: boolean }) {
  const update = useUpdateRitual();
  return (
    <section aria-labelledby="ritual-diario" className="flex flex-col gap-3 rounded-3xl bg-sand-100 p-5">
      <h2 id="ritual-diario" className="font-display text-2xl text-ink">
        Diario de Reflexión
      </h2>
      <p className="text-ink-soft">{ritual.journalPrompt ?? '¿Qué descubriste hoy en tu práctica?'}</p>
      <SaveOnceTextBox
        saved={ritual.journalEntry}
        savedNote={
          pending ? `Reflexión guardada en este dispositivo · ${OFFLINE_TEXTS.pending}` : 'Reflexión guardada'
        }
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
