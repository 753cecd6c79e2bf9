import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button, OFFLINE_TEXTS, isQueued, messageOf, useToast } from '@inhala/ui';

interface Props {
  /** The saved text: once there is one, it is shown read-only. */
  saved: string | null;
  /** The line over the saved text. */
  savedNote: string;
  fieldId: string;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** Beside the button, before saving. */
  hint?: string;
  /**
   * Saves the trimmed text (never a blank one) and reports how it went: the success gets the
   * server's answer, or QUEUED when the text waits on this device for the network.
   */
  save: (
    text: string,
    outcome: { onSuccess: (answer: unknown) => void; onError(error: unknown): void },
  ) => void;
  pending: boolean;
  /** The failure toast: its title, and its text when the server gives none. */
  failure: { title: string; fallback: string };
}

/**
 * A reflection written once (the ritual's journal, a challenge's journal section, 02 §2.3,
 * §4.5): trimmed, not sent while blank, read-only once saved; on failure the text stays.
 */
export function SaveOnceTextBox({
  saved,
  savedNote,
  fieldId,
  label,
  placeholder,
  maxLength,
  hint,
  save,
  pending,
  failure,
}: Props) {
  const toast = useToast();
  const [text, setText] = useState('');

  if (saved) {
    return (
      <div className="space-y-2">
        <p className="inline-flex items-center gap-1 text-sm font-medium text-sage-800">
          <Lock aria-hidden size={14} /> {savedNote}
        </p>
        <p className="rounded-2xl bg-white p-4 whitespace-pre-wrap text-ink ring-1 ring-sand-200">{saved}</p>
      </div>
    );
  }

  function submit() {
    const trimmed = text.trim();
    if (!trimmed) return;
    save(trimmed, {
      onSuccess: (answer) =>
        toast(
          isQueued(answer)
            ? { title: OFFLINE_TEXTS.savedOnDevice, description: OFFLINE_TEXTS.willBeSent }
            : { title: 'Reflexión guardada' },
        ),
      onError: (error) =>
        toast({
          title: failure.title,
          description: messageOf(error, failure.fallback),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="space-y-3">
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={maxLength}
        rows={5}
        placeholder={placeholder}
        className="w-full rounded-2xl border border-sage-200 bg-white p-4 text-ink focus:border-sage-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {hint && <p className="text-sm text-ink-soft">{hint}</p>}
        <Button onClick={submit} disabled={!text.trim() || pending} className="ml-auto">
          {pending ? 'Guardando...' : 'Guardar reflexión'}
        </Button>
      </div>
    </div>
  );
}
