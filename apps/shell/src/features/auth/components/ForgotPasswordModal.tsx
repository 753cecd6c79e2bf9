import { useEffect, useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  filterOtpInput,
  isValidOtp,
  validateForgotEmail,
  validateNewPassword,
} from '@inhala/domain';
import { Button, Modal, PasswordField, TextField, messageOf } from '@inhala/ui';
import { requestResetCode, resetPassword } from '../api/password-reset';

type Step = 'email' | 'otp' | 'newPassword' | 'success';

interface Props {
  open: boolean;
  onClose(): void;
  onBackToSignIn(): void;
}

const TITLES: Record<Step, string> = {
  email: 'Recuperar contraseña',
  otp: 'Revisa tu correo',
  newPassword: 'Nueva contraseña',
  success: '¡Contraseña actualizada!',
};

/** Four steps (01 §2, §4): email → 6-digit code → new password → success, which returns to sign-in after 2 s. */
export function ForgotPasswordModal({ open, onClose, onBackToSignIn }: Props) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) {
      setStep('email');
      setCode('');
      setPassword('');
      setConfirmation('');
      setError(null);
    }
  }, [open]);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(onBackToSignIn, 2000);
    return () => clearTimeout(timer);
  }, [step, onBackToSignIn]);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    const invalid = validateForgotEmail(email);
    if (invalid) return setError(invalid);
    setPending(true);
    try {
      await requestResetCode(email.trim());
      go('otp');
    } catch (failure) {
      setError(messageOf(failure, 'Error enviando código de recuperación'));
    } finally {
      setPending(false);
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!isValidOtp(code)) return setError(ACCOUNT_MESSAGES.otpInvalid);
    go('newPassword');
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirmation);
    if (invalid) return setError(invalid);
    setPending(true);
    try {
      await resetPassword({ email: email.trim(), otpCode: code, newPassword: password });
      go('success');
    } catch (failure) {
      setError(messageOf(failure, 'Error actualizando contraseña'));
    } finally {
      setPending(false);
    }
  }

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
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errorLine}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={onBackToSignIn}>
              Atrás
            </Button>
            <Button type="submit" className="flex-1" disabled={pending}>
              {pending ? 'Enviando...' : 'Enviar código'}
            </Button>
          </div>
        </form>
      )}
      {step === 'otp' && (
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          <p className="text-ink-soft">Enviamos un código a {email.trim()}. Caduca en 15 minutos.</p>
          <TextField
            label="Código de 6 dígitos"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(filterOtpInput(e.target.value))}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
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
          <PasswordField
            label="Nueva contraseña"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label="Confirmar contraseña"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {errorLine}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => go('otp')}>
              Atrás
            </Button>
            <Button type="submit" className="flex-1" disabled={pending}>
              {pending ? 'Guardando...' : 'Cambiar contraseña'}
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
