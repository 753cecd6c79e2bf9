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
}

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

export function SignInModal({ open, onClose, onForgot }: Props) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver, reValidateMode: 'onSubmit', defaultValues: { email: '', password: '' } });
  const error = errors.email?.message ?? errors.root?.message;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      resetField('password');
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
      description="Bienvenida de nuevo a tu espacio de calma."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <PasswordField label="Contraseña" autoComplete="current-password" {...register('password')} />
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
