/** Client-side storage keys (01 §3). One place, so logout can clear exactly these. */
export const STORAGE_KEYS = {
  user: 'user',
  sessionId: 'sessionId',
  lastSessionValidation: 'lastSessionValidation',
  isSubscribed: 'isSubscribed',
  paymentReturnAt: 'paymentReturnAt',
  checkoutAttemptAt: 'checkoutAttemptAt',
  chatLastVisit: 'chat_last_visit',
  /** Chat messages written but not yet stored by the server, retried after a reload. */
  chatPending: 'chat_pending',
  /** Finished practice sessions not yet stored by the server, sent again when the network returns. */
  practicePending: 'practice_pending',
  installPromptDismissed: 'installPromptDismissed',
  /** The background sound chosen on this device and its volume ('Sonido de fondo'). */
  ambientSound: 'ambient_sound',
  /** The players' 'Velocidad' chosen on this device. */
  playbackRate: 'playback_rate',
  criticalErrors: 'criticalErrors',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private mode, quota): storage is a convenience, never a crash. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the app keeps working from memory.
  }
}
