import { Lock } from 'lucide-react';
import { useNavigate, Button } from '@inhala/ui';

/** What a lead sees instead of the message (01 §2). */
export function PremiumLockCard() {
  const navigate = useNavigate();
  return (
    <section
      className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-sm"
      aria-labelledby="premium-title"
    >
      <Lock aria-hidden className="mx-auto mb-3 text-amber-600" size={32} />
      <h2 id="premium-title" className="font-display text-2xl text-ink">
        Contenido Premium
      </h2>
      <p className="mt-2 font-medium text-sage-700">Incluye 11 días de prueba gratuita</p>
      <p className="mt-2 text-ink-soft">Accede a más de 190 meditaciones y contenido exclusivo</p>
      <Button className="mt-6" onClick={() => navigate('/paywall')}>
        Ver Planes de Suscripción
      </Button>
    </section>
  );
}
