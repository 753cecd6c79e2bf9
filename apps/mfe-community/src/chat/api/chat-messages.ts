import { useMutation } from '@tanstack/react-query';
import {
  CHAT_TEXTS,
  uploadErrorText,
  type ChatFileType,
  type ChatMessageView,
  type ChatReactions,
  type ReactToChatMessageResponse,
} from '@inhala/domain';
import { ApiError, STORAGE_KEYS, apiRequest, readStorage, useChatConnection, useToast } from '@inhala/ui';

/** POST /api/chat/messages/{id}/react: toggles this person's like. */
export function reactToChatMessage(messageId: number): Promise<ReactToChatMessageResponse> {
  return apiRequest<ReactToChatMessageResponse>('POST', `/api/chat/messages/${messageId}/react`, {
    reactionType: 'like',
  });
}

/** DELETE /api/chat/messages/{id} (admins only). */
export function deleteChatMessage(messageId: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/chat/messages/${messageId}`);
}

export interface ChatUpload {
  file: File;
  messageType: ChatFileType;
  clientId: string;
  /** An optional caption. */
  content?: string;
}

/**
 * POST /api/chat/upload (admins only): multipart `file`, `messageType`, `clientId`, optional
 * `content`; 201 with the stored message. A refusal is an ApiError whose errorCode names it.
 */
export async function uploadChatFile(upload: ChatUpload): Promise<ChatMessageView> {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  form.append('messageType', upload.messageType);
  form.append('clientId', upload.clientId);
  if (upload.content) form.append('content', upload.content);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sessionId = readStorage(STORAGE_KEYS.sessionId);
  if (sessionId) headers['x-session-id'] = sessionId;
  const response = await fetch('/api/chat/upload', {
    method: 'POST',
    headers,
    credentials: 'include',
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as ChatMessageView;
}

/**
 * 'Me gusta' (01 §7): the like and the total change at once; the server's answer settles
 * them; on failure they roll back with 'No se pudo actualizar la reacción'.
 */
export function useToggleLike() {
  const connection = useChatConnection();
  const toast = useToast();
  return useMutation({
    mutationFn: (message: ChatMessageView) => reactToChatMessage(message.id),
    onMutate: (message) => {
      const previous: ChatReactions = message.reactions;
      const liked = !previous.userHasLiked;
      connection?.updateMessage(message.id, (m) => ({
        ...m,
        reactions: {
          userHasLiked: liked,
          totalLikes: Math.max(0, m.reactions.totalLikes + (liked ? 1 : -1)),
        },
      }));
      return { previous };
    },
    onSuccess: (res, message) => {
      connection?.updateMessage(message.id, (m) => ({
        ...m,
        reactions: { userHasLiked: res.liked, totalLikes: res.totalLikes },
      }));
    },
    onError: (_error, message, context) => {
      if (context) connection?.updateMessage(message.id, (m) => ({ ...m, reactions: context.previous }));
      toast({ title: CHAT_TEXTS.reactionFailed, variant: 'destructive' });
    },
  });
}

/** Deleting a message (admins, after confirming): gone for everyone, or 'No se pudo eliminar el mensaje'. */
export function useDeleteChatMessage() {
  const connection = useChatConnection();
  const toast = useToast();
  return useMutation({
    mutationFn: (messageId: number) => deleteChatMessage(messageId),
    onSuccess: (_res, messageId) => connection?.remove(messageId),
    onError: () => toast({ title: CHAT_TEXTS.deleteFailed, variant: 'destructive' }),
  });
}

/** Sending an image or a voice message (admins): its stored message joins the list at once. */
export function useUploadChatFile() {
  const connection = useChatConnection();
  const toast = useToast();
  return useMutation({
    mutationFn: uploadChatFile,
    onSuccess: (message) => connection?.receive(message),
    onError: (error) =>
      toast({
        title: uploadErrorText(error instanceof ApiError ? error.errorCode : null),
        variant: 'destructive',
      }),
  });
}
