import { useState } from 'react';
import { INTENT_TEXTS, intentNeeds, type IntentKey } from '@inhala/domain';
import { Button, Modal, messageOf, useToast } from '@inhala/ui';
import { useIntents, useSaveIntents } from '../api/intents';
import { IntentChoices } from './IntentChoices';

/**
 * '¿Qué te trae a Inhala?' on home, on the first visits after registering: several answers, or
 * 'Ahora no'. Closing the dialog is a skip too, so it is never put twice to someone who declined.
 */
export function IntentsQuestion({ signedIn }: { signedIn: boolean }) {
  const intents = useIntents(signedIn);
  const save = useSaveIntents();
  const toast = useToast();
  const [chosen, setChosen] = useState<IntentKey[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const open = signedIn && Boolean(intents.data?.ask) && !dismissed;

  async function answer(answers: IntentKey[]) {
    setDismissed(true);
    try {
      await save.mutateAsync(answers);
      if (answers.length === 0) {
        toast({ title: 'De acuerdo', description: 'Puedes contárnoslo cuando quieras en tu perfil.' });
        return;
      }
      toast({ title: 'Listo', description: `En «Para ti» verás meditaciones para ${intentNeeds(answers)}.` });
      // The shelf the answers changed, brought into view (on a phone it is below the fold).
      requestAnimationFrame(() => {
        const shelf = document.getElementById('home-for-you');
        shelf?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        shelf?.focus({ preventScroll: true });
      });
    } catch (error) {
      toast({
        title: 'No se guardaron tus respuestas',
        description: messageOf(error, 'Puedes elegirlas cuando quieras en tu perfil.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) void answer([]);
      }}
      title={INTENT_TEXTS.question}
      description={INTENT_TEXTS.hint}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void answer(chosen);
        }}
        className="space-y-5"
      >
        <IntentChoices legend={INTENT_TEXTS.question} chosen={chosen} onChange={setChosen} compact />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => void answer([])}>
            Ahora no
          </Button>
          <Button type="submit" disabled={chosen.length === 0}>
            Ver mis meditaciones
          </Button>
        </div>
      </form>
    </Modal>
  );
}
