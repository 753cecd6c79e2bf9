import { Heart, Trash2 } from 'lucide-react';
import { CHAT_TEXTS, resolveAudioSource, type ChatMessageView } from '@inhala/domain';
import { AudioPlayer } from '@inhala/ui';

const AUDIO_ERRORS = {
  play: { title: CHAT_TEXTS.audioFailed, variant: 'destructive' },
  load: { title: CHAT_TEXTS.audioFailed, variant: 'destructive' },
} as const;

interface Props {
  message: ChatMessageView;
  mine: boolean;
  canDelete: boolean;
  onLike: (message: ChatMessageView) => void;
  onDelete: (message: ChatMessageView) => void;
}

/** One message: its text, image or voice message, 'Me gusta' with the total, and (admins) delete. */
export function ChatMessageItem({ message, mine, canDelete, onLike, onDelete }: Props) {
  const { userHasLiked, totalLikes } = message.reactions;
  const audio =
    message.messageType === 'audio' ? resolveAudioSource(message.fileUrl ?? '', window.location.origin) : '';
  return (
    <li className={`group flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-3xl px-4 py-2.5 shadow-sm md:max-w-[70%] ${mine ? 'rounded-br-lg bg-sage-700 text-white' : 'rounded-bl-lg bg-white text-ink'}`}
      >
        {message.messageType === 'image' && message.fileUrl && (
          <img
            src={message.fileUrl}
            alt={message.content.trim() || message.fileName || 'Imagen compartida en la comunidad'}
            loading="lazy"
            className="mb-1 max-h-80 w-full rounded-2xl object-cover"
          />
        )}
        {message.messageType === 'audio' && audio && (
          <AudioPlayer
            src={audio}
            label={`nota de voz de ${message.user.firstName}`}
            errors={AUDIO_ERRORS}
            className="bg-sand-50 text-ink"
            controls="compact"
          />
        )}
        {message.content && <p className="break-words whitespace-pre-wrap">{message.content}</p>}
      </div>
      <div className="mt-0.5 flex items-center gap-1 px-1">
        <button
          type="button"
          onClick={() => onLike(message)}
          aria-pressed={userHasLiked}
          className={`inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-xs focus-visible:outline-2 focus-visible:outline-sage-600 ${userHasLiked ? 'text-red-600' : 'text-ink-soft hover:text-red-600'}`}
        >
          <Heart aria-hidden size={14} fill={userHasLiked ? 'currentColor' : 'none'} />
          {/* Named by its text, 'Me gusta (3)', which holds the count people see (WCAG 2.5.3). */}
          <span className="sr-only">Me gusta </span>
          <span aria-hidden>{totalLikes > 0 ? totalLikes : ''}</span>
          <span className="sr-only">({totalLikes})</span>
        </button>
        {canDelete && (
          <button
            type="button"
            onClick={() => onDelete(message)}
            aria-label="Eliminar mensaje"
            className="inline-flex min-h-9 items-center rounded-full px-2 text-ink-soft hover:text-red-700 focus-visible:outline-2 focus-visible:outline-sage-600"
          >
            <Trash2 aria-hidden size={14} />
          </button>
        )}
      </div>
    </li>
  );
}
