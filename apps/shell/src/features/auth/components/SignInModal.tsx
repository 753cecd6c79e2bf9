import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  useNavigate,
  ApiError,
  Button,
  Modal,
  PasswordField,
  TextField,
  domainResolver,
  messageOf,
  useSession,
} from '@inhala/ui';
import { validateSignIn } from '@inhala/domain';

interface Props {
  open: boolean;
  onClose: () => void;
  onForgot: () => void;
  /** The e-mail whose password was just reset ('' when unknown): the dialog comes back with it and a note. */
  resetFor?: string | null;
}

export const PASSWORD_RESET_NOTE = 'Contraseña actualizada. Inicia sesión con tu nueva contraseña.';

interface Fields {
  email: string;
  password: string;
}

/** Both fields are required; the one message is shown above the button. */
const resolver = domainResolver<Fields>((values) => ({ email: validateSignIn(values) }));

/** Sign-in failures (01 §8): 401 and 404 have fixed texts; otherwise the server's, or the default. */
function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Email o contraseña incorrectos';
  if (error instanceof ApiError && error.status === 404) return 'No existe una cuenta con este email';
  return messageOf(error, 'Error al iniciar sesión');
}

export function SignInModal({ open, onClose, onForgot, resetFor = null }: Props) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver, reValidateMode: 'onSubmit', defaultValues: { email: '', password: '' } });
  const error = errors.email?.message ?? errors.root?.message;

  // Each opening starts clean: no error from an earlier try, no password left in the field (the
  // dialog stays mounted while the forgot-password one is open). The e-mail stays, or becomes
  // the one whose password was just reset.
  useEffect(() => {
    if (open) reset({ email: resetFor || getValues('email'), password: '' });
  }, [open, resetFor, reset, getValues]);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      reset({ email, password: '' });
      onClose();
    } catch (failure) {
      setError('root', { message: signInErrorMessage(failure) });
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Iniciar Sesión"
      description="Qué alegría verte de nuevo en tu espacio de calma."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <PasswordField label="Contraseña" autoComplete="current-password" {...register('password')} />
        {resetFor !== null && !error && (
          <p role="status" className="rounded-2xl bg-sage-50 px-4 py-3 text-sm text-sage-800">
            {PASSWORD_RESET_NOTE}
          </p>
        )}
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
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
        <p className="text-center text-sm text-ink-soft">
          ¿No tienes cuenta?{' '}
          <button
            type="button"
            className="font-medium text-sage-700 underline-offset-2 hover:underline"
            onClick={() => {
              onClose();
              void navigate('/smart-conversion/subscription');
            }}
          >
            Regístrate aquí
          </button>
        </p>
      </form>
    </Modal>
  );
}
