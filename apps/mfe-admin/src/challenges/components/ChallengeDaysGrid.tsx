import { CheckCircle2, CircleDashed } from 'lucide-react';
import { countOf, type AdminChallenge } from '@inhala/domain';
import { Link, Skeleton } from '@inhala/ui';
import { LoadError } from '../../shared/components/LoadError';
import { useChallengeDays } from '../api/challenges';

/**
 * Days 1 to the challenge's total: each written day with its module title, the others 'Sin
 * contenido', every one a link to its editor.
 */
export function ChallengeDaysGrid({ challenge }: { challenge: AdminChallenge }) {
  const days = useChallengeDays(challenge.id);
  const written = new Map((days.data ?? []).map((day) => [day.dayNumber, day]));
  const numbers = Array.from({ length: challenge.totalDays }, (_, index) => index + 1);

  return (
    <section aria-labelledby="dias-del-reto" className="mt-10">
      <h2 id="dias-del-reto" className="font-display text-2xl text-ink">
        Días del reto
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">
        {days.data
          ? `${written.size} de ${countOf(challenge.totalDays, 'día', 'días')} con contenido.`
          : 'Elige un día para escribir su módulo y sus secciones.'}
      </p>
      {days.isPending ? (
        <div
          aria-busy="true"
          aria-label="Cargando los días..."
          className="grid grid-cols-2 gap-3 md:grid-cols-4"
        >
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : days.isError ? (
        <LoadError query={days} fallback="No pudimos cargar los días." />
      ) : (
        <ol className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
          {numbers.map((n) => {
            const day = written.get(n);
            return (
              <li key={n}>
                <Link
                  to={`/admin/challenges/${challenge.id}/days/${n}`}
                  className={`flex h-full min-h-20 flex-col gap-1 rounded-2xl p-3 ring-1 hover:shadow-md focus-visible:outline-2 focus-visible:outline-sage-600 ${
                    day ? 'bg-white ring-sage-200' : 'bg-sand-50 ring-sand-200'
                  }`}
                >
                  <span className="inline-flex items-center gap-1 font-semibold text-ink">
                    {day ? (
                      <CheckCircle2 aria-hidden size={16} className="text-sage-700" />
                    ) : (
                      <CircleDashed aria-hidden size={16} className="text-ink-soft" />
                    )}
                    Día {n}
                  </span>
                  <span className={`text-sm break-words ${day ? 'text-ink' : 'text-ink-soft italic'}`}>
                    {day ? (day.moduleTitle ?? 'Sin título') : 'Sin contenido'}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
