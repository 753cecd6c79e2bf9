import { useState, type FormEvent } from 'react';
import { countOf, formatScript, parseScript, type AdminMeditation } from '@inhala/domain';
import { messageOf, useToast } from '@inhala/ui';
import { LoadError } from '../../shared/components/LoadError';
import { FormFooter, TextAreaField } from '../../shared/components/fields';
import { useMeditationScript, useSaveMeditationScript } from '../api/meditations';

const HINT =
  'Una línea por paso: el minuto y el segundo, y lo que dice la guía, como «1:30 Lleva la atención a tu respiración.» ' +
  'La sesión guiada lo dice y lo muestra en ese momento. Si lo dejas vacío, la sesión se guía con la descripción.';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The meditation's script, below its form and saved on its own: what the guided session speaks,
 * each step at its second. Checked as the API checks it (the domain's parseScript), against the
 * meditation's saved duration.
 */
export function ScriptEditor({ meditation }: { meditation: AdminMeditation }) {
  const script = useMeditationScript(meditation.id);
  if (script.isError) return <LoadError query={script} fallback="No pudimos cargar el guion." />;
  if (!script.data) return <p className="text-ink-soft">Cargando el guion...</p>;
  return <ScriptForm key={meditation.id} meditation={meditation} initial={formatScript(script.data.steps)} />;
}

function ScriptForm({ meditation, initial }: { meditation: AdminMeditation; initial: string }) {
  const toast = useToast();
  const save = useSaveMeditationScript(meditation.id);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const totalSeconds = (meditation.duration ?? 0) * 60;
  const parsed = parseScript(text, totalSeconds);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (parsed.error !== undefined) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(parsed.steps);
      toast({ title: 'Guardado exitoso', description: `Se guardó el guion de «${meditation.name}».` });
    } catch (reason) {
      setError(messageOf(reason, 'No se pudo guardar el guion. Inténtalo de nuevo.'));
    }
  }

  const summary = parsed.steps
    ? parsed.steps.length === 0
      ? 'Sin guion: la sesión se guía con la descripción.'
      : `${countOf(parsed.steps.length, 'paso', 'pasos')} · ${countOf(
          words(parsed.steps.map((step) => step.text).join(' ')),
          'palabra',
          'palabras',
        )}`
    : null;

  return (
    <section aria-labelledby="script-title" className="mt-10 space-y-4 border-t border-sage-200 pt-6">
      <h2 id="script-title" className="font-display text-2xl text-ink">
        Guion de la sesión guiada
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextAreaField
          label="Guion"
          hint={HINT}
          rows={14}
          spellCheck
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // A problem shown stays until it is fixed, then goes as the person types.
            if (problem) setProblem(parseScript(event.target.value, totalSeconds).error ?? null);
          }}
          error={problem ?? undefined}
        />
        {summary && (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {summary}
          </p>
        )}
        <FormFooter error={error} pending={save.isPending} uploading={false} label="Guardar guion" />
      </form>
    </section>
  );
}
