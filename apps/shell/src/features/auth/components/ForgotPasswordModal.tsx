import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  filterOtpInput,
  isValidOtp,
  validateForgotEmail,
  validateNewPassword,
} from '@inhala/domain';
import { Button, Modal, PasswordField, TextField, domainResolver, messageOf } from '@inhala/ui';
import { requestResetCode, resetPassword, resetPasswordByLink } from '../api/password-reset';

type Step = 'email' | 'otp' | 'newPassword' | 'success';

interface Props {
  open: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
  /** After the success step: back to sign-in with this e-mail (defaults to onBackToSignIn). */
  onReset?: (email: string) => void;
  /** Opened from the reset mail's link: its token stands for the e-mail and the code. */
  linkToken?: string | null;
  /** The person left the link's step for the code's steps ('Atrás'). */
  onLeaveLink?: () => void;
}

interface Fields {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}

const TITLES: Record<Step, string> = {
  email: 'Recuperar contraseña',
  otp: 'Revisa tu correo',
  newPassword: 'Nueva contraseña',
  success: '¡Contraseña actualizada!',
};

/** Each step checks only its own field (01 §5). */
const resolver = domainResolver<Fields, Step>((values, step) => {
  if (step === 'email') return { email: validateForgotEmail(values.email) };
  if (step === 'otp') return { code: isValidOtp(values.code) ? null : ACCOUNT_MESSAGES.otpInvalid };
  return { password: validateNewPassword(values.password, values.confirmation) };
});

/** Four steps (01 §2, §4): email → 6-digit code → new password → success, which returns to sign-in after 2 s. */
export function ForgotPasswordModal({
  open,
  onClose,
  onBackToSignIn,
  onReset,
  linkToken = null,
  onLeaveLink,
}: Props) {
  const [step, setStep] = useState<Step>(linkToken ? 'newPassword' : 'email');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    resetField,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Fields, Step>({
    resolver,
    context: step,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', code: '', password: '', confirmation: '' },
  });
  const error =
    errors.email?.message ?? errors.code?.message ?? errors.password?.message ?? errors.root?.message;

  // A link goes straight to the new password.
  useEffect(() => {
    if (open && linkToken) setStep('newPassword');
  }, [open, linkToken]);

  // Closing starts over from the e-mail, which is kept.
  useEffect(() => {
    if (!open) {
      setStep('email');
      resetField('code');
      resetField('password');
      resetField('confirmation');
      clearErrors();
    }
  }, [open, resetField, clearErrors]);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => (onReset ? onReset(getValues('email').trim()) : onBackToSignIn()), 2000);
    return () => clearTimeout(timer);
  }, [step, onBackToSignIn, onReset, getValues]);

  const go = (next: Step) => {
    clearErrors();
    setStep(next);
  };

  const submitEmail = handleSubmit(async ({ email }) => {
    try {
      await requestResetCode(email.trim());
      go('otp');
    } catch (failure) {
      setError('root', { message: messageOf(failure, 'Error enviando código de recuperación') });
    }
  });

  const submitCode = handleSubmit(() => go('newPassword'));

  const submitPassword = handleSubmit(async ({ email, code, password }) => {
    try {
      if (linkToken) await resetPasswordByLink({ token: linkToken, newPassword: password });
      else await resetPassword({ email: email.trim(), otpCode: code, newPassword: password });
      go('success');
    } catch (failure) {
      setError('root', { message: messageOf(failure, 'Error actualizando contraseña') });
    }
  });

  const errorLine = error && (
    <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {error}
    </p>
  );

  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={TITLES[step]}>
      {step === 'email' && (
        <form onSubmit={submitEmail} noValidate className="flex flex-col gap-4">
          <p className="text-ink-soft">Escribe tu email y te enviaremos un código de 6 dígitos.</p>
          <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
          {errorLine}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={onBackToSignIn}>
              Atrás
            </Button>
            <Button type="submit" className="flex-1" disabled={isSubmitting}>
              {isSubmitting ? 'Enviando...' : 'Enviar código'}
            </Button>
          </div>
        </form>
      )}
      {step === 'otp' && (
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          <p className="text-ink-soft">
            Si {getValues('email').trim()} tiene una cuenta en Inhala, te enviamos un código de 6 dígitos.
            Caduca en 15 minutos y, mientras siga valiendo, no enviamos otro: búscalo en tu correo (también en
            spam).
          </p>
          <TextField
            label="Código de 6 dígitos"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            {...register('code', {
              onChange: (event: { target: { value: string } }) =>
                setValue('code', filterOtpInput(event.target.value)),
            })}
          />
          {errorLine}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => go('email')}>
              Atrás
            </Button>
            <Button type="submit" className="flex-1">
              Continuar
            </Button>
          </div>
        </form>
      )}
      {step === 'newPassword' && (
        <form onSubmit={submitPassword} noValidate className="flex flex-col gap-4">
          {linkToken && <p className="text-ink-soft">Elige tu nueva contraseña.</p>}
          <PasswordField label="Nueva contraseña" autoComplete="new-password" {...register('password')} />
          <PasswordField
            label="Confirmar contraseña"
            autoComplete="new-password"
            {...register('confirmation')}
          />
          {errorLine}
          <div className="flex gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                // From a link, back is asking for a new code.
                if (linkToken) onLeaveLink?.();
                go(linkToken ? 'email' : 'otp');
              }}
            >
              Atrás
            </Button>
            <Button type="submit" className="flex-1" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
            </Button>
          </div>
        </form>
      )}
      {step === 'success' && (
        <p role="status" className="text-ink-soft">
          Ya puedes iniciar sesión con tu nueva contraseña.
        </p>
      )}
    </Modal>
  );
}
