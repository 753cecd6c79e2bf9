import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateSignIn } from '@inhala/domain';
import { ApiError, Button, Modal, PasswordField, TextField, messageOf, useSession } from '@inhala/ui';

/** Sign-in failures (01 §8): 401 and 404 have fixed texts; otherwise the server's, or the default. */
function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Email o contraseña incorrectos';
  if (error instanceof ApiError && error.status === 404) return 'No existe una cuenta con este email';
  return messageOf(error, 'Error al iniciar sesión');
}

interface Props {
  open: boolean;
  onClose(): void;
  onForgot(): void;
}

export function SignInModal({ open, onClose, onForgot }: Props) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = validateSignIn({ email, password });
    if (missing) return setError(missing);
    setPending(true);
    setError(null);
    try {
      await signIn(email, password);
      setPassword('');
      onClose();
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Iniciar Sesión"
      description="Bienvenida de nuevo a tu espacio de calma."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <button
          type="button"
          onClick={onForgot}
          className="self-end text-sm text-sage-700 underline-offset-2 hover:underline"
        >
          ¿Olvidaste tu contraseña?
        </button>
        <Button type="submit" block disabled={pending}>
          {pending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
        <p className="text-center text-sm text-ink-soft">
          ¿No tienes cuenta?{' '}
          <button
            type="button"
            className="font-medium text-sage-700 underline-offset-2 hover:underline"
            onClick={() => {
              onClose();
              navigate('/smart-conversion/subscription');
            }}
          >
            Regístrate aquí
          </button>
        </p>
      </form>
    </Modal>
  );
}
