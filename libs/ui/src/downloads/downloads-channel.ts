/**
 * Tells the app's other tabs that the downloads were removed (sign-out, the subscription ended,
 * 'Eliminar todo'). Each tab stops the downloads it has on their way, whose files would otherwise
 * land in the cache after the removal, and reads the list again. `forget`: the person signed out
 * or is no longer entitled, so their confirmation goes too.
 */
export interface DownloadsRemoved {
  type: 'removed';
  forget: boolean;
}

const CHANNEL = 'inhala-downloads';
let channel: BroadcastChannel | null = null;
let onRemoved: ((message: DownloadsRemoved) => void) | null = null;

/** Opens the channel once (where the browser has one); `handler` hears the other tabs. */
export function listenToOtherTabs(handler: (message: DownloadsRemoved) => void): void {
  onRemoved = handler;
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<DownloadsRemoved> | null;
    if (data?.type === 'removed') onRemoved?.({ type: 'removed', forget: data.forget === true });
  };
}

/** A channel never hears its own messages: only the other tabs do. */
export function tellOtherTabs(message: DownloadsRemoved): void {
  channel?.postMessage(message);
}
