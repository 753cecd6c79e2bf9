import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { INTENT_TEXTS, intentNeeds, type IntentKey } from '@inhala/domain';
import { Button, Skeleton, messageOf, useToast } from '@inhala/ui';
import { useIntents, useSaveIntents } from '../api/intents';
import { IntentChoices } from './IntentChoices';

const sameAnswers = (a: readonly IntentKey[], b: readonly IntentKey[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** The profile's '¿Qué te trae a Inhala?': the answers 'Para ti' is chosen from, changeable any time. */
export function IntentsSection() {
  const intents = useIntents(true);
  const save = useSaveIntents();
  const toast = useToast();
  const saved = intents.data?.intents;
  const [chosen, setChosen] = useState<IntentKey[]>([]);
  useEffect(() => {
    if (saved) setChosen(saved);
  }, [saved]);

  async function submit() {
    try {
      await save.mutateAsync(chosen);
      toast({
        title: 'Respuestas guardadas',
        description:
          chosen.length > 0
            ? `En «Para ti» verás meditaciones para ${intentNeeds(chosen)}.`
            : '«Para ti» se elegirá con lo que practicas y la hora del día.',
      });
    } catch (error) {
      toast({
        title: 'No se guardaron tus respuestas',
        description: messageOf(error, 'Inténtalo de nuevo en un momento.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="intents-title" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm">
      <div className="flex items-center gap-2">
        <Compass aria-hidden size={20} className="text-sage-700" />
        <h2 id="intents-title" className="font-display text-xl text-ink">
          {INTENT_TEXTS.question}
        </h2>
      </div>
      <p className="text-sm text-ink-soft">
        Con tus respuestas elegimos las meditaciones de «Para ti» en el inicio.
      </p>
      {intents.isPending ? (
        <Skeleton className="h-40" />
      ) : intents.isError ? (
        <p role="alert" className="text-sm text-red-800">
          No pudimos cargar tus respuestas. Revisa tu conexión e inténtalo de nuevo.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="space-y-4"
        >
          <IntentChoices
            legend={INTENT_TEXTS.question}
            chosen={chosen}
            onChange={setChosen}
            disabled={save.isPending}
          />
          <Button type="submit" disabled={save.isPending || sameAnswers(chosen, saved ?? [])}>
            {save.isPending ? 'Guardando...' : 'Guardar respuestas'}
          </Button>
        </form>
      )}
    </section>
  );
}
