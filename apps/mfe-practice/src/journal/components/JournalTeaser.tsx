import { Lock } from 'lucide-react';
import { Link, useSession } from '@inhala/ui';

const BENEFITS = [
  'Todas tus reflexiones del Ritual Diario en un solo lugar',
  'Páginas matutinas para vaciar la mente cada mañana',
  'Lo que aprendes en cada reto, guardado para siempre',
  'Privado: solo tú puedes leerlo',
];

/**
 * 'Mi Journal' for leads and visitors (02 §2.8), on /journal and on /morning-pages (part of the
 * journal); the button's target depends on the person.
 */
export function JournalTeaser() {
  const { user } = useSession();
  const target = user ? '/subscription' : '/smart-conversion/journal';
  return (
    <section
      aria-labelledby="journal-teaser-title"
      className="mx-auto max-w-xl rounded-3xl bg-white p-6 text-center shadow-sm md:p-10"
    >
      <Lock aria-hidden className="mx-auto text-sage-700" size={36} />
      <h1 id="journal-teaser-title" className="mt-3 font-display text-3xl text-ink">
        Mi Journal
      </h1>
      <p className="mt-2 text-ink-soft">Tu espacio para escribir, reflexionar y ver cómo creces día a día.</p>
      <ul className="mt-5 space-y-2 text-left">
        {BENEFITS.map((b) => (
          <li key={b} className="rounded-2xl bg-sand-50 px-4 py-3 text-ink">
            {b}
          </li>
        ))}
      </ul>
      <Link
        to={target}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-sage-700 px-6 py-2.5 font-medium text-white hover:bg-sage-800"
      >
        Desbloquear Journal
      </Link>
    </section>
  );
}
