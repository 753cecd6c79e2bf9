import { Link, Route, Routes } from '@inhala/ui';
import { AdminPanel } from './panel/routes/AdminPanel';

function AdminAreaNotFound() {
  return (
    <section className="mx-auto max-w-md p-10 text-center">
      <h1 className="font-display text-3xl text-ink">Page Not Found</h1>
      <p className="mt-2 text-ink-soft">Esta sección de administración no existe.</p>
      <Link to="/admin" className="mt-4 inline-block text-sage-700 underline">
        Volver al panel
      </Link>
    </section>
  );
}

/** Everything under /admin; the shell only mounts it for admins. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="admin" element={<AdminPanel />} />
      <Route path="admin/*" element={<AdminAreaNotFound />} />
    </Routes>
  );
}
