import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  needsSessionValidation,
  type ChangePracticeDayRequest,
  type RegisterRequest,
  type UserView,
} from '@inhala/domain';
import {
  changePracticeDaySettings,
  getMe,
  refreshSession,
  registerAccount,
  signInWithPassword,
  signOutSession,
} from '../api/auth';
import { browserTimeZone } from './device-time-zone';
import { checkRitualToday, ritualKeys } from '../api/ritual';
import { ApiError } from '../data/api-error';
import { errorLogger } from '../data/error-logger';
import { STORAGE_KEYS, readStorage } from '../data/storage-keys';
import {
  clearSession,
  lastValidation,
  paymentRedirectPresent,
  saveSignedIn,
  savedUser,
} from './session-storage';

interface SessionContextValue {
  user: UserView | null;
  /** True while a session without a saved user is being checked. */
  checking: boolean;
  signIn: (email: string, password: string) => Promise<UserView>;
  register: (input: Omit<RegisterRequest, 'timezone'>) => Promise<UserView>;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<void>;
  /**
   * The zone and the hour the day ends (issue 19). Every "today" the app shows may move, so
   * everything read is read again.
   */
  changePracticeDay: (change: ChangePracticeDayRequest) => Promise<UserView>;
  /** Opens the shell's sign-in dialog (remotes call this from their guards). */
  requestSignIn: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

interface Props {
  children: ReactNode;
  onRequestSignIn: () => void;
  /** Where logout leaves the person: the shell passes its router's navigate. */
  onSignedOut: () => void;
}

/**
 * The session, provided once by the shell (01 §4): a saved user is trusted at once and
 * revalidated when stale; a 401 gets one refresh attempt, then the person is signed out.
 */
export function SessionProvider({ children, onRequestSignIn, onSignedOut }: Props) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserView | null>(() => savedUser());
  const [checking, setChecking] = useState(
    () => !savedUser() && Boolean(readStorage(STORAGE_KEYS.sessionId)),
  );
  const validated = useRef(false);

  const forget = useCallback(() => {
    clearSession();
    queryClient.clear();
    setUser(null);
  }, [queryClient]);

  /** One refresh attempt after a 401; when it fails too, the person is signed out (01 §4). */
  const recover = useCallback(
    async (sessionId: string) => {
      try {
        const refreshed = await refreshSession(sessionId);
        saveSignedIn(refreshed.user);
        setUser(refreshed.user);
      } catch (refreshError) {
        const expired = refreshError instanceof ApiError && refreshError.status === 401;
        errorLogger.logCritical(expired ? 'sessionExpired' : 'authenticationFailed', refreshError, 'session');
        forget();
      }
    },
    [forget],
  );

  /** Reloads the user (after a payment, or when a lead becomes a client). */
  const refreshUser = useCallback(async () => {
    const sessionId = readStorage(STORAGE_KEYS.sessionId);
    if (!sessionId) return;
    try {
      const me = await getMe();
      saveSignedIn(me.user);
      setUser(me.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await recover(sessionId);
      // Otherwise offline or a server failure: keep trusting the saved user.
    }
  }, [recover]);

  /**
   * The check on load (01 §4): the ritual-today and me calls together. A 401 on either gets one
   * refresh attempt; otherwise the user is refreshed from me and today's ritual is kept for home.
   */
  const validate = useCallback(async () => {
    const sessionId = readStorage(STORAGE_KEYS.sessionId);
    if (!sessionId) return;
    const [ritual, me] = await Promise.allSettled([checkRitualToday(), getMe()]);
    const unauthorized = [ritual, me].some(
      (call) => call.status === 'rejected' && call.reason instanceof ApiError && call.reason.status === 401,
    );
    if (unauthorized) return recover(sessionId);
    if (ritual.status === 'fulfilled') queryClient.setQueryData(ritualKeys.today, ritual.value);
    if (me.status === 'fulfilled') {
      saveSignedIn(me.value.user);
      setUser(me.value.user);
    }
    // A call that failed otherwise (offline, server trouble): keep trusting the saved user.
  }, [queryClient, recover]);

  useEffect(() => {
    if (validated.current) return;
    validated.current = true;
    const saved = savedUser();
    const stale = needsSessionValidation({
      now: Date.now(),
      lastValidation: lastValidation(),
      role: saved?.role,
      paymentRedirectPresent: paymentRedirectPresent(window.location),
    });
    if (stale) void validate().finally(() => setChecking(false));
    else setChecking(false);
  }, [validate]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const res = await signInWithPassword({
        email: email.trim(),
        password,
        timezone: browserTimeZone(),
      });
      saveSignedIn(res.user, res.sessionId);
      queryClient.clear();
      setUser(res.user);
      return res.user;
    },
    [queryClient],
  );

  const register = useCallback(
    async (input: Omit<RegisterRequest, 'timezone'>) => {
      const res = await registerAccount({
        ...input,
        email: input.email.trim(),
        timezone: browserTimeZone(),
      }).catch((error: unknown) => {
        errorLogger.logCritical('failedConversion', error, 'registration');
        throw error;
      });
      saveSignedIn(res.user, res.sessionId);
      queryClient.clear();
      setUser(res.user);
      return res.user;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutSession();
    } catch (error) {
      errorLogger.log(error, 'logout'); // the local sign-out happens anyway
    }
    forget();
    onSignedOut();
  }, [forget, onSignedOut]);

  const changePracticeDay = useCallback(
    async (change: ChangePracticeDayRequest) => {
      const { user: changed } = await changePracticeDaySettings(change);
      saveSignedIn(changed);
      setUser(changed);
      await queryClient.invalidateQueries();
      return changed;
    },
    [queryClient],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      user,
      checking,
      signIn,
      register,
      signOut,
      refreshUser,
      changePracticeDay,
      requestSignIn: onRequestSignIn,
    }),
    [user, checking, signIn, register, signOut, refreshUser, changePracticeDay, onRequestSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
