import type { UserView } from '@inhala/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';
import { forgetOfflineReads } from '../offline/offline-reads';
import { forgetDownloads } from '../downloads/downloads-store';

export function savedUser(): UserView | null {
  try {
    const raw = readStorage(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as UserView) : null;
  } catch {
    return null;
  }
}

export function saveSignedIn(user: UserView, sessionId?: string): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  if (sessionId) writeStorage(STORAGE_KEYS.sessionId, sessionId);
  writeStorage(STORAGE_KEYS.lastSessionValidation, String(Date.now()));
}

/**
 * Logout clears the user, session, subscription flag and validation time (01 §4), and the
 * chat messages and practice sessions that person had not sent yet.
 */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.user,
    STORAGE_KEYS.sessionId,
    STORAGE_KEYS.isSubscribed,
    STORAGE_KEYS.lastSessionValidation,
    STORAGE_KEYS.chatPending,
    STORAGE_KEYS.practicePending,
  ]) {
    writeStorage(key, null);
  }
  // The worker's stored copies of this person's reads (their journal, their ritual) go too.
  forgetOfflineReads();
  // Downloaded recordings are premium content: they stay with the subscription, not the device.
  forgetDownloads();
}

export function lastValidation(): number | null {
  const raw = Number(readStorage(STORAGE_KEYS.lastSessionValidation));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

/** A payment-provider return in the URL (01 §4): session or success marker. */
export function paymentRedirectPresent(location: Location): boolean {
  const params = new URLSearchParams(location.search);
  return params.has('session_id') || params.get('success') === 'true' || params.get('utm_source') === 'email';
}
