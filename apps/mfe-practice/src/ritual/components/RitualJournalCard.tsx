import { useState } from 'react';
import { RITUAL_JOURNAL_MAX_LENGTH, type RitualView } from '@inhala/domain';
import { Button, messageOf, useToast } from '@inhala/ui';
import { useUpdateRitual } from '../api/ritual';

/** 'Diario de Reflexión' (02 §2.3): saved once, trimmed, then read-only. */
export function RitualJournalCard({ ritual }: { ritual: RitualView }) {
  const toast = useToast();
  const update = useUpdateRitual();
  const [text, setText] = useState('');
  const saved = ritual.journalEntry;

  function save() {
    const entry = text.trim();
    if (!entry) return;
    update.mutate(
      { id: ritual.id, patch: { journalEntry: entry } },
      {
        onSuccess: () => toast({ title: 'Reflexión guardada' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: messageOf(error, 'No se pudo guardar la reflexión.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <section aria-labelledby="ritual-diario" className="flex flex-col gap-3 rounded-3xl bg-sand-100 p-5">
      <h2 id="ritual-diario" className="font-display text-2xl text-ink">
        Diario de Reflexión
      </h2>
      <p className="text-ink-soft">{ritual.journalPrompt ?? '¿Qué descubriste hoy en tu práctica?'}</p>
      {saved ? (
        <>
          <p className="text-sm font-semibold text-sage-800">Reflexión guardada</p>
          <p className="rounded-2xl bg-white p-4 whitespace-pre-wrap text-ink">{saved}</p>
        </>
      ) : (
        <>
          <label htmlFor="ritual-reflexion" className="sr-only">
            Tu reflexión
          </label>
          <textarea
            id="ritual-reflexion"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={RITUAL_JOURNAL_MAX_LENGTH}
            rows={6}
            placeholder="Escribe lo que sientes..."
            className="w-full rounded-2xl border border-sage-200 bg-white p-4 text-ink focus:border-sage-500 focus:outline-none"
          />
          <Button onClick={save} disabled={!text.trim() || update.isPending} className="self-end">
            {update.isPending ? 'Guardando...' : 'Guardar reflexión'}
          </Button>
        </>
      )}
    </section>
  );
}
