import { Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  formatByteSize,
  formatPlaybackTime,
  uploadContentTypes,
  uploadMaxBytes,
  uploadTooLargeMessage,
  type AdminUploadView,
  type UploadPurpose,
} from '@inhala/domain';
import { ProgressBar, messageOf } from '@inhala/ui';
import { uploadAdminFile } from '../api/upload';

const HINTS: Record<UploadPurpose, string> = {
  image: 'JPEG, PNG o WebP, hasta 15 MB.',
  audio: 'MP3, M4A/AAC, OGG, WebM o WAV, hasta 50 MB.',
  video: 'MP4 o WebM, hasta 500 MB.',
  media: 'Audio (MP3, M4A/AAC, OGG, WebM, WAV) hasta 50 MB, o video (MP4, WebM) hasta 500 MB.',
};

interface Props {
  label: string;
  purpose: UploadPurpose;
  /** The stored reference: an /uploads/ path, or an https URL where `allowUrl`. */
  value: string | null;
  onChange: (value: string | null, upload?: AdminUploadView) => void;
  /** Also offer a text box for an https address (images). */
  allowUrl?: boolean;
  error?: string;
  /** Tells the form an upload is running, so it is not saved half-way. */
  onBusyChange?: (busy: boolean) => void;
  /** What is known of the saved file (its original name, size and length), shown under it. */
  savedFile?: { originalName: string | null; size: number | null; seconds?: number | null } | null;
}

/** The picker's filter: the server's types, plus the names browsers give M4A, AAC and WAV files. */
const acceptOf = (purpose: UploadPurpose): string =>
  [
    ...uploadContentTypes(purpose),
    ...(purpose === 'image' || purpose === 'video'
      ? []
      : ['audio/x-m4a', '.m4a', '.aac', 'audio/x-wav', 'audio/wave', '.wav']),
  ].join(',');

/** ' · dura 12:34': how long the file plays, as the server read it from its bytes. */
const lengthOf = (seconds: number | null | undefined) =>
  seconds ? ` · dura ${formatPlaybackTime(seconds)}` : '';

const isVideo = (url: string) => /\.(mp4|webm)$/i.test(url) && !/\.(weba)$/i.test(url);

/**
 * A file for a form: chosen, sent at once with its progress shown, and kept as the server's
 * /uploads/ address; the form saves only that address. The server decides the type from the
 * file's bytes; its Spanish refusal is shown here and the previous value stays.
 */
export function UploadField({
  label,
  purpose,
  value,
  onChange,
  allowUrl,
  error,
  onBusyChange,
  savedFile,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<AdminUploadView | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = (file: File) => {
    setFailure(null);
    // Refused here without sending hundreds of megabytes first; the server checks again.
    if (file.size > uploadMaxBytes(purpose)) {
      setFailure(uploadTooLargeMessage(uploadMaxBytes(purpose)));
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    onBusyChange?.(true);
    abort.current = new AbortController();
    uploadAdminFile(file, purpose, setProgress, abort.current.signal)
      .then((result) => {
        setUploaded(result);
        onChange(result.url, result);
      })
      .catch((reason: unknown) => {
        if (reason instanceof DOMException && reason.name === 'AbortError') return;
        setFailure(messageOf(reason, 'No se pudo subir el archivo. Inténtalo de nuevo.'));
      })
      .finally(() => {
        setProgress(null);
        onBusyChange?.(false);
        if (input.current) input.current.value = '';
      });
  };

  const shown = failure ?? error;
  const describedBy = shown ? `${id}-error` : `${id}-hint`;
  return (
    <fieldset className="rounded-2xl border border-sage-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      {value && <Preview url={value} purpose={purpose} label={label} />}
      {uploaded && value === uploaded.url ? (
        <p className="mt-1 text-xs text-ink-soft">
          {uploaded.originalName} · {formatByteSize(uploaded.size)}
          {lengthOf(uploaded.seconds)}
        </p>
      ) : (
        value &&
        savedFile?.originalName && (
          <p className="mt-1 text-xs text-ink-soft">
            {savedFile.originalName}
            {savedFile.size !== null && ` · ${formatByteSize(savedFile.size)}`}
            {lengthOf(savedFile.seconds)}
          </p>
        )
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptOf(purpose)}
          aria-describedby={describedBy}
          className="peer sr-only"
          // Not `disabled` while sending: a disabled control drops the focus to the page, and a
          // keyboard user would lose their place. The picker just does not open meanwhile.
          aria-disabled={progress !== null || undefined}
          onClick={(event) => {
            if (progress !== null) event.preventDefault();
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
          }}
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sage-300 bg-white px-4 py-2 font-medium text-sage-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sage-600 hover:bg-sage-50"
        >
          <Upload aria-hidden size={16} />
          {value ? 'Cambiar archivo' : 'Subir archivo'}
          <span className="sr-only">: {label}</span>
        </label>
        {value && progress === null && (
          <button
            type="button"
            onClick={() => {
              setUploaded(null);
              onChange(null);
              // This button goes away with the file: the focus stays in the field, on its picker.
              input.current?.focus();
            }}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-red-700 hover:bg-red-50"
          >
            <X aria-hidden size={16} />
            Quitar<span className="sr-only"> {label}</span>
          </button>
        )}
        {progress !== null && (
          <button
            type="button"
            onClick={() => {
              abort.current?.abort();
              input.current?.focus();
            }}
            className="min-h-11 rounded-full px-3 text-sm text-ink-soft hover:bg-sage-50"
          >
            Cancelar subida
          </button>
        )}
      </div>
      {progress !== null && (
        <div className="mt-3">
          <ProgressBar percent={progress * 100} label={`Subiendo ${label}`} />
          <p className="mt-1 text-xs text-ink-soft" aria-live="polite">
            Subiendo... {Math.round(progress * 100)} %
          </p>
        </div>
      )}
      <p id={`${id}-hint`} className="mt-2 text-xs text-ink-soft">
        {HINTS[purpose]}
      </p>
      {allowUrl && (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm text-ink">
            o una dirección https
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={value && !value.startsWith('/uploads/') ? value : ''}
            onChange={(event) => onChange(event.target.value.trim() || null)}
            placeholder="https://..."
            className="w-full rounded-2xl border border-sage-200 bg-white px-4 py-3 focus:outline-2 focus:outline-sage-500"
          />
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}

function Preview({ url, purpose, label }: { url: string; purpose: UploadPurpose; label: string }) {
  if (purpose === 'image')
    return <img src={url} alt={`Vista previa: ${label}`} className="h-32 w-auto rounded-2xl object-cover" />;
  if (purpose === 'video' || (purpose === 'media' && isVideo(url)))
    return (
      <video
        src={url}
        controls
        preload="metadata"
        className="max-h-48 w-full rounded-2xl"
        aria-label={label}
      />
    );
  return <audio src={url} controls preload="metadata" className="w-full" aria-label={label} />;
}
