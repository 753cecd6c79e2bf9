import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  JOURNAL_EXPORT,
  exportFileName,
  exportProgressText,
  entriesText,
  parseExportRange,
  type JournalExportFormat,
} from '@inhala/domain';
import { messageOf } from '../data/api-error';
import { DownloadInterruptedError, apiDownload, saveBlob } from '../data/download';
import { Button } from './Button';
import { Modal } from './Modal';
import { TextField } from './TextField';

const FORMATS: Array<{ value: JournalExportFormat; label: string }> = [
  { value: 'markdown', label: 'Markdown (.md)' },
  { value: 'pdf', label: 'PDF' },
];

type State =
  | { kind: 'idle' }
  | { kind: 'running'; entries: number | null; bytes: number }
  | { kind: 'done'; fileName: string; entries: number | null }
  | { kind: 'failed'; message: string };

/**
 * The dialog of 'Exportar mi diario': loaded when the button is first pressed, so no page's first
 * load carries it.
 */
export function JournalExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [format, setFormat] = useState<JournalExportFormat>('markdown');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const running = state.kind === 'running';
  // Leaving the page stops the download: nothing is saved after the person has gone.
  useEffect(() => () => abort.current?.abort(), []);

  function close(next: boolean) {
    if (!next) abort.current?.abort();
    onOpenChange(next);
    if (!next) setState({ kind: 'idle' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const parsed = parseExportRange(from, to);
    if ('error' in parsed) {
      setState({ kind: 'failed', message: parsed.error });
      return;
    }
    const query = new URLSearchParams({ format });
    if (parsed.range.from) query.set('from', parsed.range.from);
    if (parsed.range.to) query.set('to', parsed.range.to);
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', entries: null, bytes: 0 });
    try {
      let entries: number | null = null;
      const download = await apiDownload(`/api/journal/export?${query.toString()}`, {
        fallbackName: exportFileName(parsed.range, new Date().toISOString().slice(0, 10), format),
        signal: controller.signal,
        onProgress: ({ headers, bytes }) => {
          const header = headers.get(JOURNAL_EXPORT.entriesHeader);
          entries = header === null || !/^\d+$/.test(header) ? null : Number(header);
          setState({ kind: 'running', entries, bytes });
        },
      });
      if (controller.signal.aborted) return;
      saveBlob(download.blob, download.fileName);
      setState({ kind: 'done', fileName: download.fileName, entries });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: 'failed',
        message:
          error instanceof DownloadInterruptedError
            ? error.message
            : messageOf(error, 'No pudimos exportar tu diario. Inténtalo de nuevo.'),
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Exportar mi diario"
      description="Descarga tus entradas para guardarlas, imprimirlas o llevarlas contigo."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
          <TextField
            label="Desde"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            disabled={running}
          />
          <TextField
            label="Hasta"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            disabled={running}
          />
        </div>
        <p className="text-sm text-ink-soft">Deja las fechas vacías para exportar todo tu diario.</p>
        <fieldset disabled={running}>
          <legend className="mb-2 text-sm font-medium text-ink">Formato</legend>
          <div className="flex flex-wrap gap-3">
            {FORMATS.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sage-200 px-4 py-2 has-[:checked]:border-sage-600 has-[:checked]:bg-sage-50"
              >
                <input
                  type="radio"
                  name="journal-export-format"
                  value={option.value}
                  checked={format === option.value}
                  onChange={() => setFormat(option.value)}
                  className="accent-sage-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div role="status" aria-live="polite" className="min-h-6 text-sm text-ink">
          {state.kind === 'running' && (
            <span className="flex items-center gap-2">
              <span
                aria-hidden
                className="h-4 w-4 animate-spin rounded-full border-2 border-sage-300 border-t-sage-700"
              />
              {exportProgressText(state.entries, state.bytes)}
            </span>
          )}
          {state.kind === 'done' &&
            `Listo: descargamos ${state.fileName}${state.entries === null ? '' : ` (${entriesText(state.entries)})`}.`}
        </div>
        {state.kind === 'failed' && (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
        )}

        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            {state.kind === 'done' ? 'Cerrar' : 'Cancelar'}
          </Button>
          <Button type="submit" disabled={running}>
            Exportar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
