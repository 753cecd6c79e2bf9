import type { LegacyPaymentPlatform, Role } from '../accounts/roles';
import type { DayEndsAt, PracticeDayHold } from '../streak/practice-day';

/** The user as every client sees it (01 §3). Secrets never leave the server. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  timezone: string;
  /** The hour (0–4) the person's practice day ends: 'Mi día termina a las' (issue 19). */
  dayEndsAt: DayEndsAt;
  /** A day kept open after a change of zone or day end, until it would have ended; else null. */
  practiceDayHold: PracticeDayHold | null;
  language: string;
  legacyPaymentPlatform: LegacyPaymentPlatform | null;
  createdAt: string;
}

export interface SignInRequest {
  email: string;
  password: string;
  timezone?: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  timezone?: string;
}

export interface AuthResponse {
  user: UserView;
  sessionId: string;
}

/** PATCH /api/auth/me (issue 19): either or both; answers MeResponse. */
export interface ChangePracticeDayRequest {
  timezone?: string;
  dayEndsAt?: DayEndsAt;
}

export interface MeResponse {
  user: UserView;
}

export interface RefreshSessionRequest {
  sessionId: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  email: string;
  otpCode: string;
  newPassword: string;
}

/** POST /api/auth/reset-password/link: the reset mail's link (its token) instead of the e-mail and code. */
export interface ResetPasswordByLinkRequest {
  token: string;
  newPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** Body of every non-OK answer; the client shows '{status}: {body}' (01 §8). */
export interface ErrorBody {
  statusCode: number;
  errorCode: string;
  message: string;
}
