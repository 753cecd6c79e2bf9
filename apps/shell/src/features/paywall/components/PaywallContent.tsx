import { Link, CheckList, useSession } from '@inhala/ui';
import { DEFAULT_VALUE_PROPOSITION } from '@inhala/domain';

/**
 * The paywall (01 §2): the offer, and one way forward. Its conversion target is
 * /smart-conversion/subscription; a signed-in lead, who has an account, goes straight to the
 * plans ('Elige tu Plan').
 */
export function PaywallContent({ onNavigate, titleId }: { onNavigate?: () => void; titleId?: string }) {
  const { user, requestSignIn } = useSession();
  const proposition = DEFAULT_VALUE_PROPOSITION;
  const target = user ? '/subscription' : '/smart-conversion/subscription';

  return (
    <div className="space-y-5">
      <div>
        {titleId && (
          <h1 id={titleId} className="font-display text-3xl text-ink">
            {proposition.title}
          </h1>
        )}
        <p className="mt-2 text-ink-soft">{proposition.valueProp}</p>
      </div>
      <CheckList items={proposition.benefits} />
      {proposition.socialProof && <p className="text-sm italic text-ink-soft">{proposition.socialProof}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={target}
          onClick={onNavigate}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800"
        >
          {user ? 'Elige tu Plan' : proposition.ctaText}
        </Link>
        {!user && (
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              requestSignIn();
            }}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-sage-300 px-5 py-2.5 font-medium text-sage-800 hover:bg-sage-50"
          >
            Iniciar Sesión
          </button>
        )}
      </div>
    </div>
  );
}
