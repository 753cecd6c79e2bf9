import {
  CHALLENGE_MESSAGES,
  CHALLENGE_REFLECTION_MAX_LENGTH,
  type ChallengeSectionView,
} from '@inhala/domain';
import { OFFLINE_TEXTS, Skeleton } from '@inhala/ui';
import { SaveOnceTextBox } from '../../shared/SaveOnceTextBox';
import { useSaveReflection, useSectionReflection } from '../api/challenges';

interface Props {
  challengeId: number;
  dayId: number;
  section: ChallengeSectionView;
}

/**
 * A journal section (02 §4.5, §5): the reflection must not be empty; once saved it is read-only
 * and the section counts as complete.
 */
export function ReflectionBox({ challengeId, dayId, section }: Props) {
  const saved = useSectionReflection(challengeId, dayId, section.number);
  const save = useSaveReflection(challengeId);
  if (saved.isPending) return <Skeleton className="h-32" />;
  return (
    <SaveOnceTextBox
      saved={saved.data?.response ?? null}
      savedNote={
        saved.pending
          ? `Reflexión guardada en este dispositivo · ${OFFLINE_TEXTS.pending}`
          : 'Tu reflexión está guardada y ya no se puede editar.'
      }
      fieldId={`reflexion-${dayId}-${section.number}`}
      label={section.content ?? 'Tu reflexión'}
      placeholder="Escribe lo que descubriste hoy..."
      maxLength={CHALLENGE_REFLECTION_MAX_LENGTH}
      hint="Al guardarla, tu reflexión queda en tu diario y ya no se puede editar."
      save={(response, outcome) =>
        save.mutate({ dayId, section: section.number, prompt: section.content, response }, outcome)
      }
      pending={save.isPending}
      failure={{ title: CHALLENGE_MESSAGES.reflectionFailed, fallback: 'Inténtalo de nuevo.' }}
    />
  );
}
