import { Download as DownloadIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { hasFullAccess } from '@inhala/domain';
import { useSession } from '../session/SessionProvider';
import { Button } from './Button';

const JournalExportDialog = lazy(async () => ({
  default: (await import('./JournalExportDialog')).JournalExportDialog,
}));

/**
 * 'Exportar mi diario' (issue 19), on /journal and /profile: a date range (empty = the whole
 * journal) and a format; the server streams the file, and the dialog shows how far it got.
 * `card` wraps the button in a profile section. Shown only to people who have a journal (clients and admins, as the server checks).
 */
export function JournalExportButton({
  className = '',
  card = false,
}: {
  className?: string;
  card?: boolean;
}) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Kept once loaded: closing the dialog must not unmount a download under way.
  const [used, setUsed] = useState(false);
  const heading = useId();
  if (!user || !hasFullAccess(user.role)) return null;
  const button = (
    <Button
      variant="secondary"
      className={card ? '' : className}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      <DownloadIcon aria-hidden size={18} />
      Exportar mi diario
    </Button>
  );
  return (
    <>
      {card ? (
        <section aria-labelledby={heading} className={`rounded-3xl bg-white p-6 shadow-sm ${className}`}>
          <h2 id={heading} className="mb-1 font-display text-xl text-ink">
            Tu diario
          </h2>
          <p className="mb-4 text-sm text-ink-soft">
            Descarga tus reflexiones y páginas matutinas en Markdown o PDF, para guardarlas o imprimirlas.
          </p>
          {button}
        </section>
      ) : (
        button
      )}
      {used && (
        <Suspense fallback={null}>
          <JournalExportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
