import { ApiError, messageOf } from '@inhala/ui';

/** Sign-in failures (01 §8): 401 and 404 have fixed texts; otherwise the server's, or the default. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Email o contraseña incorrectos';
  if (error instanceof ApiError && error.status === 404) return 'No existe una cuenta con este email';
  return messageOf(error, 'Error al iniciar sesión');
}

/** Registration failures (01 §8), with the one server text the client translates. */
export function registrationErrorMessage(error: unknown): string {
  const message = messageOf(error, 'Error al crear la cuenta');
  return message === 'User already exists with this email' ? 'Ya existe una cuenta con este email' : message;
}
