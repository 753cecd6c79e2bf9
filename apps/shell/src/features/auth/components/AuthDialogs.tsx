import { ForgotPasswordModal } from './ForgotPasswordModal';
import { SignInModal } from './SignInModal';

export type AuthDialog = 'signin' | 'forgot' | null;

/** The sign-in and forgot-password dialogs, mounted once by the shell for every screen and remote. */
export function AuthDialogs({ open, onChange }: { open: AuthDialog; onChange: (next: AuthDialog) => void }) {
  return (
    <>
      <SignInModal
        open={open === 'signin'}
        onClose={() => onChange(null)}
        onForgot={() => onChange('forgot')}
      />
      <ForgotPasswordModal
        open={open === 'forgot'}
        onClose={() => onChange(null)}
        onBackToSignIn={() => onChange('signin')}
      />
    </>
  );
}
