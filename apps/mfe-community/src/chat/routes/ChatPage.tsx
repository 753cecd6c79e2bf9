import { useState } from 'react';
import { isAdmin, type ChatMessageView, type UserView } from '@inhala/domain';
import {
  ConfirmDialog,
  OFFLINE_TEXTS,
  SectionFallback,
  useChatConnection,
  useChatState,
  useNetworkStatus,
  useSession,
  useToast,
} from '@inhala/ui';
import { useDeleteChatMessage, useToggleLike } from '../api/chat-messages';
import { ChatHeader } from '../components/ChatHeader';
import { ConnectionNotice } from '../components/ConnectionNotice';
import { Composer } from '../components/Composer';
import { MessageList } from '../components/MessageList';
import { OnlineUsers } from '../components/OnlineUsers';
import { TypingIndicator } from '../components/TypingIndicator';
import { useVisualViewport } from '../hooks/use-visual-viewport';

/**
 * /comunidad for clients and admins (01 §2): who is online, the conversation, who is
 * writing, and the composer. Full screen (the shell shows no header or navigation here):
 * mobile first with the composer at the bottom above the safe area, the whole screen sized to
 * the visible part of the page so the keyboard never pushes the header away; from 768 px a
 * centred card.
 */
export function ChatRoom({ user }: { user: UserView }) {
  const connection = useChatConnection();
  const chat = useChatState();
  const toast = useToast();
  const like = useToggleLike();
  const remove = useDeleteChatMessage();
  const [deleting, setDeleting] = useState<ChatMessageView | null>(null);
  const { online } = useNetworkStatus();
  const viewport = useVisualViewport();
  const admin = isAdmin(user.role);
  // The chat was never loaded on this device and there is no network: nothing to show yet.
  const waitingForNetwork = !chat.ready && !online;

  return (
    <div
      data-chat-screen
      className="fixed inset-x-0 top-0 flex h-dvh flex-col overflow-hidden bg-sand-50 md:items-center md:px-6 md:py-6"
      style={
        viewport ? { height: viewport.height, transform: `translateY(${viewport.offsetTop}px)` } : undefined
      }
    >
      <div className="flex min-h-0 w-full flex-1 flex-col md:max-w-3xl md:rounded-3xl md:bg-sand-50 md:shadow-md md:ring-1 md:ring-sage-100">
        <ChatHeader>
          <OnlineUsers users={chat.online} />
        </ChatHeader>
        <ConnectionNotice
          stopped={chat.stopped}
          closed={chat.status === 'closed' && !waitingForNetwork}
          onRetry={() => connection?.reconnect()}
        />
        <main id="contenido" className="flex min-h-0 flex-1 flex-col">
          {waitingForNetwork ? (
            <div className="flex flex-1 items-center justify-center overflow-y-auto">
              <SectionFallback
                title="El chat necesita conexión a internet"
                detail={OFFLINE_TEXTS.needsNetwork}
                homeLink
              />
            </div>
          ) : !chat.ready ? (
            <p role="status" className="flex flex-1 items-center justify-center text-ink-soft">
              Cargando mensajes...
            </p>
          ) : (
            <MessageList
              messages={chat.messages}
              pending={chat.pending}
              me={user.id}
              myName={`${user.firstName} ${user.lastName}`}
              isAdmin={admin}
              timeZone={user.timezone || 'UTC'}
              hasOlder={chat.hasOlder}
              loadingOlder={chat.loadingOlder}
              onLoadOlder={() =>
                void connection
                  ?.loadOlder()
                  .catch(() =>
                    toast({ title: 'No se pudieron cargar los mensajes anteriores', variant: 'destructive' }),
                  )
              }
              onLike={(message) => like.mutate(message)}
              onDelete={setDeleting}
            />
          )}
          <TypingIndicator typing={chat.typing} />
          <Composer isAdmin={admin} />
        </main>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar mensaje"
        message="El mensaje desaparecerá para toda la comunidad. ¿Quieres eliminarlo?"
        confirmText="Eliminar"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}

export function ChatPage() {
  const { user } = useSession();
  return user ? <ChatRoom user={user} /> : null;
}
