import { ArrowDown } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  chatDay,
  chatDayLabel,
  formatSpanishTime,
  groupChatMessages,
  type ChatMessageView,
} from '@inhala/domain';
import type { PendingChatMessage } from '@inhala/ui';
import { ChatMessageItem } from './ChatMessageItem';

/** The scroll-to-latest button shows once the reader is more than this far from the bottom (01 §2). */
const LATEST_THRESHOLD_PX = 100;
/** Scrolling this close to the top reads the older page. */
const OLDER_THRESHOLD_PX = 80;

interface Props {
  messages: readonly ChatMessageView[];
  pending: readonly PendingChatMessage[];
  /** The reader's own user id. */
  me: string;
  myName: string;
  isAdmin: boolean;
  timeZone: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onLike: (message: ChatMessageView) => void;
  onDelete: (message: ChatMessageView) => void;
}

/**
 * The day a run of messages was written, as a heading ('Hoy', 'Ayer', '24 de noviembre'): in the
 * reader's time zone, and a stop for screen reader users who move by headings. It scrolls
 * with the messages: sticky, every separator of the log pinned to the same top spot, so they
 * stacked over each other and over the first message. The pill is opaque for the same reason.
 */
function DaySeparator({ label }: { label: string }) {
  return (
    <h2 className="my-3 flex items-center gap-3 text-xs font-semibold text-ink-soft">
      <span aria-hidden className="h-px flex-1 bg-sage-100" />
      <span className="rounded-full bg-sand-50 px-3 py-1 ring-1 ring-sage-100">{label}</span>
      <span aria-hidden className="h-px flex-1 bg-sage-100" />
    </h2>
  );
}

/**
 * The conversation (01 §2), a live log for screen readers: a day separator where the reader's
 * calendar day changes; consecutive messages of one person within 60 s under one name and time;
 * older pages load when scrolling up (or with the button at the top); new messages keep the view
 * at the bottom unless the reader scrolled up, who then gets 'Ir a los mensajes más recientes'.
 */
export function MessageList(props: Props) {
  const { messages, pending, me, hasOlder, loadingOlder, onLoadOlder } = props;
  const box = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(false);
  const groups = useMemo(() => groupChatMessages(messages), [messages]);
  const now = new Date();
  const today = chatDay(now.toISOString(), props.timeZone);
  const lastGroup = groups[groups.length - 1];
  /** Distance from the bottom of the content, kept while an older page is prepended. */
  const anchor = useRef<number | null>(null);
  const firstSeq = messages[0]?.seq;
  const last = messages[messages.length - 1];

  function distanceFromBottom(el: HTMLElement): number {
    return el.scrollHeight - el.scrollTop - el.clientHeight;
  }

  const toBottom = useCallback((smooth = false) => {
    const el = box.current;
    if (!el) return;
    if (smooth && typeof el.scrollTo === 'function')
      el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
    setAway(false);
  }, []);

  function loadOlder() {
    const el = box.current;
    if (!hasOlder || loadingOlder || !el) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  }

  // An older page came in above: keep the reader where they were.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || anchor.current === null) return;
    el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [firstSeq]);

  // A new message or a pending one: follow it when at the bottom, or when it is one's own.
  const lastMine = pending.length > 0 || (last !== undefined && last.userId === me);
  const stayAtBottom = useRef(true);
  stayAtBottom.current = !away || lastMine;
  useEffect(() => {
    if (stayAtBottom.current) toBottom();
  }, [last?.seq, pending.length, toBottom]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={box}
        role="log"
        aria-live="polite"
        aria-label="Mensajes de la comunidad"
        aria-busy={loadingOlder}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setAway(distanceFromBottom(el) > LATEST_THRESHOLD_PX);
          if (el.scrollTop < OLDER_THRESHOLD_PX) loadOlder();
        }}
        // relative: the visually hidden labels inside (position: absolute) stay inside the scroller;
        // otherwise each sat far below the screen and made the page thousands of pixels tall.
        className="relative h-full overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sage-600 md:px-6"
      >
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            <button
              type="button"
              onClick={loadOlder}
              disabled={loadingOlder}
              className="min-h-9 rounded-full px-4 text-sm text-sage-800 hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-sage-600 disabled:opacity-60"
            >
              {loadingOlder ? 'Cargando mensajes...' : 'Cargar mensajes anteriores'}
            </button>
          </div>
        )}
        {groups.length === 0 && pending.length === 0 && (
          <p className="py-16 text-center text-ink-soft">Aún no hay mensajes. ¡Saluda a la comunidad!</p>
        )}
        {groups.map((group, index) => {
          const author = group.messages[0]?.user;
          const mine = group.userId === me;
          const name = author ? `${author.firstName} ${author.lastName}`.trim() : '';
          const day = chatDay(group.startedAt, props.timeZone);
          const before = groups[index - 1];
          const newDay = !before || chatDay(before.startedAt, props.timeZone) !== day;
          return (
            <Fragment key={group.messages[0]?.seq}>
              {newDay && <DaySeparator label={chatDayLabel(group.startedAt, props.timeZone, now)} />}
              <section
                aria-label={`${name}, ${formatSpanishTime(group.startedAt, props.timeZone)}`}
                className="mb-4"
              >
                <p className={`mb-1 flex gap-2 px-1 text-xs text-ink-soft ${mine ? 'justify-end' : ''}`}>
                  <span className="font-semibold text-ink">{name}</span>
                  <time dateTime={group.startedAt}>{formatSpanishTime(group.startedAt, props.timeZone)}</time>
                </p>
                <ul className="space-y-1">
                  {group.messages.map((message) => (
                    <ChatMessageItem
                      key={message.seq}
                      message={message}
                      mine={mine}
                      canDelete={props.isAdmin}
                      onLike={props.onLike}
                      onDelete={props.onDelete}
                    />
                  ))}
                </ul>
              </section>
            </Fragment>
          );
        })}
        {pending.length > 0 && lastGroup && chatDay(lastGroup.startedAt, props.timeZone) !== today && (
          <DaySeparator label="Hoy" />
        )}
        {pending.length > 0 && (
          <section aria-label={`${props.myName}, mensajes por enviar`} className="mb-4">
            <ul className="space-y-1">
              {pending.map((p) => (
                <li key={p.clientId} className="flex flex-col items-end">
                  <p className="max-w-[85%] rounded-3xl rounded-br-lg bg-sage-700/70 px-4 py-2.5 break-words whitespace-pre-wrap text-white md:max-w-[70%]">
                    {p.content}
                  </p>
                  <span className="px-1 text-xs text-ink-soft">
                    {p.status === 'sending' ? 'Enviando...' : 'Sin conexión: se enviará al volver la red'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {away && (
        <button
          type="button"
          onClick={() => toBottom(true)}
          aria-label="Ir a los mensajes más recientes"
          className="absolute right-4 bottom-3 flex h-11 w-11 items-center justify-center rounded-full bg-sage-700 text-white shadow-lg hover:bg-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
        >
          <ArrowDown aria-hidden size={20} />
        </button>
      )}
    </div>
  );
}
