import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams, LoadingScreen, useAccess, useSession } from '@inhala/ui';
import { conversionTargetPath, valuePropositionFor, type ValueProposition } from '@inhala/domain';
import { RegisterForm } from '../components/RegisterForm';

/**
 * Where a subscriber who lands on a conversion page goes instead: the page they wanted, or home
 * when that page is the offer itself (plans, paywall) or has no page of its own (the oracle
 * lives on home and on the ritual).
 */
export function subscriberDestination(target: string): string {
  const offer = ['/subscription', '/paywall', '/oracle'];
  return offer.some((path) => target === path || target.startsWith(`${path}/`)) ? '/' : target;
}

/**
 * /smart-conversion/{path*} (01 §2): the value proposition of the page the visitor wanted,
 * a registration form, 'Inicia sesión aquí', and a close button back home. No shell around it.
 * A signed-in lead already has an account: the same proposition leads to the plans instead of
 * the registration form. A subscriber has nothing to convert to and goes where they were going.
 */
export function SmartConversionPage() {
  const rest = useParams()['*'];
  const { user, requestSignIn } = useSession();
  const access = useAccess();
  const [proposition, setProposition] = useState<ValueProposition | null>(null);

  useEffect(() => setProposition(valuePropositionFor(conversionTargetPath(rest))), [rest]);

  if (!proposition || access.loading) return <LoadingScreen text="Preparando tu experiencia..." />;
  if (user && access.isSubscribed) {
    return <Navigate to={subscriberDestination(conversionTargetPath(rest))} replace />;
  }
  return (
    <main className="min-h-screen bg-gradient-to-b from-sage-100 to-sand-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-5 py-8 md:grid-cols-2 md:items-center md:py-16">
        <Link
          to="/"
          aria-label="Cerrar"
          className="fixed top-4 right-4 z-10 rounded-full bg-white/80 p-2 text-ink shadow hover:bg-white"
        >
          <X aria-hidden size={22} />
        </Link>
        <section>
          <p className="mb-2 text-sm font-semibold tracking-widest text-sage-700 uppercase">Inhala</p>
          <h1 className="font-display text-4xl leading-tight text-ink md:text-5xl">{proposition.title}</h1>
          <p className="mt-4 text-lg text-ink-soft">{proposition.valueProp}</p>
          <ul className="mt-6 space-y-3">
            {proposition.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <Check aria-hidden className="mt-0.5 shrink-0 text-sage-600" size={20} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          {proposition.socialProof && (
            <p className="mt-6 text-sm text-ink-soft italic">{proposition.socialProof}</p>
          )}
        </section>
        {user ? (
          <section className="rounded-3xl bg-white p-6 shadow-lg md:p-8" aria-labelledby="plans-title">
            <h2 id="plans-title" className="mb-1 font-display text-2xl text-ink">
              Ya tienes tu cuenta, {user.firstName}
            </h2>
            <p className="mb-5 text-sm text-ink-soft">
              Solo falta elegir tu plan para abrir todo lo que Inhala tiene para ti.
            </p>
            <Link
              to="/subscription"
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800"
            >
              Elige tu Plan
            </Link>
          </section>
        ) : (
          <section className="rounded-3xl bg-white p-6 shadow-lg md:p-8" aria-labelledby="register-title">
            <h2 id="register-title" className="mb-1 font-display text-2xl text-ink">
              Crea tu cuenta gratis
            </h2>
            <p className="mb-5 text-sm text-ink-soft">Empieza hoy; eliges tu plan en el siguiente paso.</p>
            <RegisterForm ctaText={proposition.ctaText} />
            <p className="mt-5 text-center text-sm text-ink-soft">
              ¿Ya tienes cuenta?{' '}
              <button
                type="button"
                onClick={requestSignIn}
                className="font-medium text-sage-700 underline-offset-2 hover:underline"
              >
                Inicia sesión aquí
              </button>
            </p>
          </section>
        )}
      </div>
    </main>
  );
}
