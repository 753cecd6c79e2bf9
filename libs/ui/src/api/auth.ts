import type {
  AuthResponse,
  ChangePracticeDayRequest,
  MeResponse,
  RegisterRequest,
  SignInRequest,
} from '@inhala/domain';
import { apiRequest } from '../data/transport';

// The session's calls (01 §4, §7); the SessionProvider is their one caller.

/** POST /api/auth/signin. */
export function signInWithPassword(body: SignInRequest) {
  return apiRequest<AuthResponse>('POST', '/api/auth/signin', body);
}

/** POST /api/auth/register. */
export function registerAccount(body: RegisterRequest) {
  return apiRequest<AuthResponse>('POST', '/api/auth/register', body);
}

/** GET /api/auth/me. */
export function getMe() {
  return apiRequest<MeResponse>('GET', '/api/auth/me');
}

/** PATCH /api/auth/me: the zone and the hour the person's day ends (issue 19). */
export function changePracticeDaySettings(body: ChangePracticeDayRequest) {
  return apiRequest<MeResponse>('PATCH', '/api/auth/me', body);
}

/** POST /api/auth/refresh-session. */
export function refreshSession(sessionId: string) {
  return apiRequest<MeResponse>('POST', '/api/auth/refresh-session', { sessionId });
}

/** POST /api/auth/logout. */
export function signOutSession() {
  return apiRequest<unknown>('POST', '/api/auth/logout');
}
