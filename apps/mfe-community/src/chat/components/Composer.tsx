import { Mic, Paperclip, SendHorizontal, Square, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  canSendChat,
  clampChatText,
  formatPlaybackTime,
  needsCompression,
  type ChatFileType,
} from '@inhala/domain';
import { useChatConnection, useToast } from '@inhala/ui';
import { useUploadChatFile } from '../api/chat-messages';
import { compressImage } from '../compress-image';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';

function fileTypeOf(file: File): ChatFileType | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('audio/')) return 'audio';
  return null;
}

const iconButton =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600';

/**
 * The composer (01 §5): up to 500 characters (the rest of a paste is ignored) with a
 * counter; Enter sends, Shift+Enter starts a new line; sending needs text or a file. Admins
 * may attach an image or an audio (at most 15 MB; images over 5 MB are compressed to JPEG
 * first) or record a voice message of up to 60 s; for anyone else those buttons stay
 * reachable but say 'Acceso restringido: ...'.
 */
export function Composer({ isAdmin }: { isAdmin: boolean }) {
  const connection = useChatConnection();
  const toast = useToast();
  const upload = useUploadChatFile();
  const typingSignal = useTypingSignal(connection);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const recorder = useVoiceRecorder((voice) =>
    upload.mutate({ file: voice, messageType: 'audio', clientId: crypto.randomUUID() }),
  );
  const length = [...text].length;
  const busy = compressing || upload.isPending;
  const ready = connection !== null && canSendChat(text, file !== null) && !busy;

  function restricted(message: string) {
    toast({ title: message, variant: 'destructive' });
  }

  async function choose(chosen: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    if (!isAdmin) return restricted(CHAT_TEXTS.uploadRestricted);
    if (chosen.size > CHAT_LIMITS.maxFileBytes) {
      toast({ title: CHAT_TEXTS.fileTooLarge, variant: 'destructive' });
      return;
    }
    if (!fileTypeOf(chosen)) {
      toast({ title: 'Elige una imagen o un archivo de audio', variant: 'destructive' });
      return;
    }
    if (!needsCompression(chosen.type, chosen.size)) {
      setFile(chosen);
      return;
    }
    setCompressing(true);
    try {
      setFile(await compressImage(chosen));
    } catch {
      toast({ title: CHAT_TEXTS.compressionFailed, variant: 'destructive' });
    } finally {
      setCompressing(false);
    }
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!ready || !connection) return;
    typingSignal.stop();
    const content = text.trim();
    if (file) {
      const messageType = fileTypeOf(file) ?? 'image';
      upload.mutate(
        { file, messageType, clientId: crypto.randomUUID(), content: content || undefined },
        {
          onSuccess: () => {
            setFile(null);
            setText('');
          },
        },
      );
      return;
    }
    setText('');
    connection.send(content).catch(() => toast({ title: CHAT_TEXTS.sendFailed, variant: 'destructive' }));
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Escribir en la comunidad"
      className="border-t border-sage-100 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:rounded-b-3xl md:px-5 md:pb-4"
    >
      {(file || compressing || upload.isPending) && (
        <div role="status" className="mb-2 flex items-center gap-2 rounded-2xl bg-sand-50 px-3 py-2 text-sm">
          <span className="flex-1 truncate">
            {compressing
              ? 'Comprimiendo imagen...'
              : upload.isPending
                ? 'Subiendo archivo...'
                : `Archivo: ${file?.name ?? ''}`}
          </span>
          {file && !upload.isPending && (
            <button
              type="button"
              onClick={() => setFile(null)}
              aria-label="Quitar archivo"
              className="rounded-full p-1 hover:bg-sage-100"
            >
              <X aria-hidden size={16} />
            </button>
          )}
        </div>
      )}
      {recorder.recording && (
        <div
          role="status"
          className="mb-2 flex items-center gap-2 rounded-2xl bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span aria-hidden className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" />
          <span className="flex-1">
            Grabando {formatPlaybackTime(recorder.seconds)} /{' '}
            {formatPlaybackTime(CHAT_LIMITS.recordingMaxSeconds)}
          </span>
          <button type="button" onClick={recorder.cancel} className="rounded-full px-3 py-1 hover:bg-red-100">
            Cancelar grabación
          </button>
        </div>
      )}
      <div className="flex items-end gap-1.5">
        <input
          ref={picker}
          type="file"
          accept="image/*,audio/*"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void choose(e.target.files?.[0])}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          aria-label="Adjuntar imagen o audio"
          aria-disabled={!isAdmin || busy}
          onClick={() =>
            isAdmin ? !busy && picker.current?.click() : restricted(CHAT_TEXTS.uploadRestricted)
          }
          className={`${iconButton} ${isAdmin ? 'text-sage-800 hover:bg-sage-100' : 'text-ink-soft/50'}`}
        >
          <Paperclip aria-hidden size={20} />
        </button>
        {recorder.recording ? (
          <button
            type="button"
            aria-label="Detener y enviar nota de voz"
            onClick={recorder.stop}
            className={`${iconButton} bg-red-600 text-white hover:bg-red-700`}
          >
            <Square aria-hidden size={18} />
          </button>
        ) : (
          <button
            type="button"
            aria-label="Grabar nota de voz"
            aria-disabled={!isAdmin || busy}
            onClick={() =>
              isAdmin ? !busy && void recorder.start() : restricted(CHAT_TEXTS.recordRestricted)
            }
            className={`${iconButton} ${isAdmin ? 'text-sage-800 hover:bg-sage-100' : 'text-ink-soft/50'}`}
          >
            <Mic aria-hidden size={20} />
          </button>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <textarea
            ref={input}
            value={text}
            rows={1}
            aria-label="Escribe un mensaje"
            aria-describedby="chat-counter"
            placeholder="Escribe un mensaje..."
            onChange={(e) => {
              const next = clampChatText(e.target.value);
              setText(next);
              if (next.trim()) typingSignal.keystroke();
              else typingSignal.stop();
            }}
            onKeyDown={onKeyDown}
            className="max-h-36 min-h-11 resize-none rounded-3xl border border-sage-200 bg-sand-50 px-4 py-2.5 field-sizing-content focus-visible:border-sage-600 focus-visible:outline-2 focus-visible:outline-sage-600"
          />
          <span id="chat-counter" className="self-end px-2 pt-0.5 text-[11px] text-ink-soft tabular-nums">
            {length}/{CHAT_LIMITS.maxLength}
          </span>
        </div>
        <button
          type="submit"
          aria-label="Enviar mensaje"
          disabled={!ready}
          className={`${iconButton} mb-5 bg-sage-700 text-white hover:bg-sage-800 disabled:bg-sage-300`}
        >
          <SendHorizontal aria-hidden size={20} />
        </button>
      </div>
    </form>
  );
}
