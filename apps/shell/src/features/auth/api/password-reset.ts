import type { MessageResponse, ResetPasswordByLinkRequest, ResetPasswordRequest } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

export function requestResetCode(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', { email });
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);
}

/** The reset mail's link: its token instead of the e-mail and code. */
export function resetPasswordByLink(body: ResetPasswordByLinkRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password/link', body);
}
