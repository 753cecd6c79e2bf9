import { Monitor, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { EmailPreviewInput } from '@inhala/domain';
import { messageOf } from '@inhala/ui';
import { usePreview } from '../api/email-templates';

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

/** A desktop mail client's reading width, and a phone's: the frame scrolls sideways if the column is narrower. */
const WIDTHS = { desktop: '640px', phone: '375px' } as const;

/**
 * The mail as a person would get it, rendered by the server with the template's sample data
 * (every value escaped), in a sandboxed frame: no script runs, no link opens from here.
 */
export function EmailPreview({ templateKey, values }: { templateKey: string; values: EmailPreviewInput }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const input: EmailPreviewInput = {
    subject: values.subject ?? '',
    body: values.body ?? '',
    buttonText: values.buttonText ?? '',
    buttonPosition: values.buttonPosition ?? 'end',
  };
  const debounced = useDebounced(input, PREVIEW_DELAY_MS);
  const preview = usePreview(templateKey, debounced);
  const shown = preview.data;

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label="Ancho de la vista previa"
        className="inline-flex rounded-full bg-sand-100 p-1"
      >
        {(
          [
            ['desktop', 'Escritorio', Monitor],
            ['phone', 'Teléfono', Smartphone],
          ] as const
        ).map(([id, label, Icon]) => (
          <button
            key={id}
            type="button"
            aria-pressed={device === id}
            onClick={() => setDevice(id)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ${device === id ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
          >
            <Icon aria-hidden size={16} />
            {label}
          </button>
        ))}
      </div>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {preview.isError
          ? messageOf(preview.error, 'No pudimos preparar la vista previa.')
          : preview.isFetching
            ? 'Actualizando la vista previa...'
            : shown
              ? `Asunto: ${shown.subject}`
              : ''}
      </p>
      <div className="overflow-x-auto rounded-3xl border border-sage-200 bg-white">
        {shown ? (
          <iframe
            title="Vista previa del correo"
            sandbox=""
            // A picture of the mail: its links are not stops on the editor's keyboard path.
            tabIndex={-1}
            srcDoc={shown.html}
            style={{ width: WIDTHS[device] }}
            className="mx-auto block h-[32rem] border-0"
          />
        ) : (
          <p className="p-8 text-center text-ink-soft">
            {preview.isError ? 'Corrige el formulario para ver el correo.' : 'Preparando la vista previa...'}
          </p>
        )}
      </div>
    </div>
  );
}

/** `value` once it has stayed the same for `ms` (compared by content, not identity). */
function useDebounced<T>(value: T, ms: number): T | null {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ key, value }), settled === null ? 0 : ms);
    return () => clearTimeout(timer);
    // The key stands for the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled?.value ?? null;
}
