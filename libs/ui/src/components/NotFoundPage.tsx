import { Link } from 'react-router-dom';

/** 'Page Not Found' (01 §2): the shell's, and each remote's for a path of its sections it does not know. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <p className="font-display text-6xl text-sage-500" aria-hidden>
        404
      </p>
      <h1 className="font-display text-3xl text-ink">Page Not Found</h1>
      <p className="text-ink-soft">No encontramos esta página. Respira profundo y vuelve al inicio.</p>
      <Link to="/" className="rounded-full bg-sage-700 px-5 py-2.5 font-medium text-white hover:bg-sage-800">
        Ir al inicio
      </Link>
    </section>
  );
}
