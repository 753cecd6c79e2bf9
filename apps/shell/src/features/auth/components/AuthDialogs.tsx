import { useState } from 'react';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { SignInModal } from './SignInModal';
import { useResetLink } from '../hooks/use-reset-link';

export type AuthDialog = 'signin' | 'forgot' | null;

/** The sign-in and forgot-password dialogs, mounted once by the shell for every screen and remote. */
export function AuthDialogs({ open, onChange }: { open: AuthDialog; onChange: (next: AuthDialog) => void }) {
  // The token of the reset mail's link the page was opened with (`/?restablecer=`), if any.
  const [resetLink, onResetLinkDone] = useResetLink();
  // The e-mail whose password was just reset ('' after a link, which names none): sign-in comes
  // back with it, clean, and says so.
  const [resetFor, setResetFor] = useState<string | null>(null);
  const go = (next: AuthDialog) => {
    setResetFor(null);
    onResetLinkDone();
    onChange(next);
  };
  return (
    <>
      <SignInModal
        open={open === 'signin'}
        onClose={() => go(null)}
        onForgot={() => go('forgot')}
        resetFor={resetFor}
      />
      <ForgotPasswordModal
        open={open === 'forgot'}
        onClose={() => go(null)}
        onBackToSignIn={() => go('signin')}
        onReset={(email) => {
          setResetFor(email);
          onResetLinkDone();
          onChange('signin');
        }}
        linkToken={resetLink}
        onLeaveLink={onResetLinkDone}
      />
    </>
  );
}
