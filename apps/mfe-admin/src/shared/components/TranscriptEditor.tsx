import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CAPTIONS_LIMITS,
  CAPTIONS_MESSAGES,
  cleanTranscriptText,
  transcriptMessages,
  type TranscriptInput,
} from '@inhala/domain';
import { messageOf, useToast } from '@inhala/ui';
import { useAdminTranscript, useSaveAdminTranscript } from '../api/transcripts';
import { LoadError } from './LoadError';
import { FormFooter, TextAreaField } from './fields';

const TRANSCRIPT_HINT =
  'Lo que se oye, en texto: las palabras y, entre corchetes, los sonidos que importan, como «[Suena una campana]». ' +
  'Se muestra bajo el reproductor como «Transcripción».';
const CAPTIONS_HINT =
  'Opcional. El texto con sus tiempos, en formato WebVTT: la primera línea «WEBVTT» y cada frase con su tiempo, ' +
  'como «00:01.000 --> 00:04.500». El reproductor marca la frase que suena. Sin transcripción, se muestran estas frases.';

/** A file's text, read as UTF-8 (FileReader: every browser the CMS supports has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'utf-8');
  });
}

interface Props {
  /** The item's transcript address, e.g. /api/admin/meditations/4/transcript. */
  path: string;
  /** What the toast calls the recording ('«Lluvia dorada»'). */
  name: string;
  /** The heading's id, unique on the page. */
  headingId?: string;
  title?: string;
}

/**
 * A recording's text alternative (WCAG 2.1 AA 1.2.1), saved on its own below the item's form:
 * the plain transcript and the WebVTT captions, typed or read from a .vtt file. Checked as the
 * API checks them (the domain's transcriptMessages), each message under its field.
 */
export function TranscriptEditor({
  path,
  name,
  headingId = 'transcript-title',
  title = 'Transcripción del audio',
}: Props) {
  const stored = useAdminTranscript(path);
  if (stored.isError) return <LoadError query={stored} fallback="No pudimos cargar la transcripción." />;
  if (!stored.data) return <p className="text-ink-soft">Cargando la transcripción…</p>;
  return (
    <TranscriptForm
      key={path}
      path={path}
      name={name}
      headingId={headingId}
      title={title}
      initial={stored.data}
    />
  );
}

function TranscriptForm({
  path,
  name,
  headingId,
  title,
  initial,
}: Required<Props> & { initial: TranscriptInput }) {
  const toast = useToast();
  const save = useSaveAdminTranscript(path);
  const fileId = useId();
  const [transcript, setTranscript] = useState(initial.transcript ?? '');
  const [captions, setCaptions] = useState(initial.captions ?? '');
  const [shown, setShown] = useState<Partial<Record<keyof TranscriptInput, string>>>({});
  const [error, setError] = useState<string | null>(null);

  // A message shown stays until its field is fixed, then goes as the person types.
  const recheck = (next: { transcript: string; captions: string }) => {
    if (shown.transcript || shown.captions) setShown(transcriptMessages(next));
  };

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Characters are up to 4 bytes: a bigger file cannot fit, and is not read at all.
    if (file.size > CAPTIONS_LIMITS.characters * 4) {
      setShown({ ...shown, captions: CAPTIONS_MESSAGES.tooLong });
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setShown({ ...shown, captions: 'No se pudo leer el archivo. Inténtalo de nuevo.' });
      return;
    }
    setCaptions(text);
    setShown(transcriptMessages({ transcript, captions: text }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problems = transcriptMessages({ transcript, captions });
    setShown(problems);
    if (problems.transcript || problems.captions) return;
    try {
      const saved = await save.mutateAsync({
        transcript: cleanTranscriptText(transcript),
        captions: cleanTranscriptText(captions),
      });
      setTranscript(saved.transcript ?? '');
      setCaptions(saved.captions ?? '');
      toast({ title: 'Guardado exitoso', description: `Se guardó la transcripción de ${name}.` });
    } catch (reason) {
      setError(messageOf(reason, 'No se pudo guardar la transcripción. Inténtalo de nuevo.'));
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-4 border-t border-sage-200 pt-6">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextAreaField
          label="Transcripción"
          hint={TRANSCRIPT_HINT}
          rows={8}
          spellCheck
          value={transcript}
          onChange={(event) => {
            setTranscript(event.target.value);
            recheck({ transcript: event.target.value, captions });
          }}
          error={shown.transcript}
        />
        <TextAreaField
          label="Subtítulos (WebVTT)"
          hint={CAPTIONS_HINT}
          rows={8}
          spellCheck={false}
          value={captions}
          onChange={(event) => {
            setCaptions(event.target.value);
            recheck({ transcript, captions: event.target.value });
          }}
          error={shown.captions}
        />
        <div>
          <label
            htmlFor={fileId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-sage-300 px-4 text-sage-900 focus-within:outline focus-within:outline-2 focus-within:outline-sage-700 hover:bg-sage-50"
          >
            Cargar un archivo .vtt
          </label>
          <input
            id={fileId}
            type="file"
            accept=".vtt,text/vtt"
            className="sr-only"
            onChange={(event) => void readFile(event)}
          />
        </div>
        <FormFooter error={error} pending={save.isPending} uploading={false} label="Guardar transcripción" />
      </form>
    </section>
  );
}
