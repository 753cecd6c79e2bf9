import { Lock } from 'lucide-react';
import { useState } from 'react';
import {
  CHALLENGE_MESSAGES,
  CHALLENGE_REFLECTION_MAX_LENGTH,
  type ChallengeSectionView,
} from '@inhala/domain';
import { Button, Skeleton, messageOf, useToast } from '@inhala/ui';
import { useSaveReflection, useSectionReflection } from '../api/challenges';

interface Props {
  challengeId: number;
  dayId: number;
  section: ChallengeSectionView;
}

/**
 * A journal section (02 §4.5, §5): the reflection must not be empty; once saved it is read-only
 * and the section counts as complete. On failure the text stays where it was.
 */
export function ReflectionBox({ challengeId, dayId, section }: Props) {
  const toast = useToast();
  const saved = useSectionReflection(challengeId, dayId, section.number);
  const save = useSaveReflection(challengeId);
  const [text, setText] = useState('');
  const fieldId = `reflexion-${dayId}-${section.number}`;

  if (saved.isPending) return <Skeleton className="h-32" />;
  if (saved.data) {
    return (
      <div className="space-y-2">
        <p className="rounded-2xl bg-sand-50 p-4 whitespace-pre-wrap text-ink">{saved.data.response}</p>
        <p className="inline-flex items-center gap-1 text-sm text-ink-soft">
          <Lock aria-hidden size={14} /> Tu reflexión está guardada y ya no se puede editar.
        </p>
      </div>
    );
  }

  function submit() {
    const response = text.trim();
    if (!response) return;
    save.mutate(
      { dayId, section: section.number, prompt: section.content, response },
      {
        onSuccess: () => toast({ title: 'Reflexión guardada' }),
        onError: (error) =>
          toast({
            title: CHALLENGE_MESSAGES.reflectionFailed,
            description: messageOf(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="space-y-3">
      <label htmlFor={fieldId} className="sr-only">
        {section.content ?? 'Tu reflexión'}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CHALLENGE_REFLECTION_MAX_LENGTH}
        rows={5}
        placeholder="Escribe lo que descubriste hoy..."
        className="w-full rounded-2xl border border-sage-200 bg-white p-4 text-ink focus:border-sage-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-soft">
          Al guardarla, tu reflexión queda en tu diario y ya no se puede editar.
        </p>
        <Button onClick={submit} disabled={!text.trim() || save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar reflexión'}
        </Button>
      </div>
    </div>
  );
}
