import { useForm } from 'react-hook-form';
import {
  useNavigate,
  Button,
  PasswordField,
  TextField,
  domainResolver,
  messageOf,
  useSession,
} from '@inhala/ui';
import { validateRegistration, type RegistrationInput } from '@inhala/domain';

type Fields = Omit<RegistrationInput, 'passwordConfirm'>;

const resolver = domainResolver<Fields>(validateRegistration);

/** Registration failures (01 §8), with the one server text the client translates. */
function registrationErrorMessage(error: unknown): string {
  const message = messageOf(error, 'Error al crear la cuenta');
  return message === 'User already exists with this email' ? 'Ya existe una cuenta con este email' : message;
}

/** Registration (01 §4): 'Creando cuenta...', then /subscription with a hard redirect 100 ms later. */
export function RegisterForm({ ctaText }: { ctaText: string }) {
  const { register: createAccount } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver, defaultValues: { firstName: '', lastName: '', email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await createAccount(values);
      void navigate('/subscription');
      setTimeout(() => window.location.assign('/subscription'), 100);
    } catch (failure) {
      setError('root', { message: registrationErrorMessage(failure) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Crear cuenta">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {errors.root?.message && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Creando cuenta...' : ctaText}
      </Button>
    </form>
  );
}
