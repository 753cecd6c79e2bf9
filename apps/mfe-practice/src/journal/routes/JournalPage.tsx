import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import {
  Link,
  Button,
  ConfirmDialog,
  JournalExportButton,
  LoadingScreen,
  PageHeader,
  Skeleton,
  useAccess,
  useSession,
  useToast,
} from '@inhala/ui';
import { JOURNAL_PAGE_SIZE, clampPage, totalPages, type JournalEntryView } from '@inhala/domain';
import { useArchiveEntry, useJournalEntries } from '../api/journal-entries';
import { JournalEntryCard } from '../components/JournalEntryCard';
import { JournalTeaser } from '../components/JournalTeaser';
import { Pagination } from '../../shared/Pagination';

function Journal() {
  const { user } = useSession();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [archiving, setArchiving] = useState<JournalEntryView | null>(null);
  const { data, isPending, isError, refetch } = useJournalEntries(page);
  const archive = useArchiveEntry(page);
  const pages = totalPages(data?.total ?? 0, JOURNAL_PAGE_SIZE);

  function go(next: number) {
    setPage(clampPage(next, data?.total ?? 0, JOURNAL_PAGE_SIZE));
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <PageHeader title="Angel Journal" subtitle="Tus reflexiones, retos y páginas matutinas." backTo="/" />
      <JournalExportButton className="mb-6 w-full min-[480px]:w-auto" />
      <Link
        to="/morning-pages?nueva=1"
        className="mb-6 flex items-center gap-4 rounded-3xl bg-gradient-to-r from-sage-100 to-sand-100 p-5 hover:from-sage-200"
      >
        <NotebookPen aria-hidden className="text-sage-700" size={32} />
        <span className="flex-1">
          <span className="block font-display text-xl text-ink">Escribe tu Página Matutina</span>
          <span className="text-sm text-ink-soft">Suelta lo que llevas dentro antes de empezar el día.</span>
        </span>
      </Link>

      {isPending ? (
        <div role="status" aria-label="Cargando diario" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="space-y-3 rounded-3xl bg-white p-6 text-center">
          <p>No pudimos cargar tu diario.</p>
          <Button onClick={() => void refetch()}>Reintentar</Button>
        </div>
      ) : data.entries.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">Aún no hay entradas en tu diario</p>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 md:grid-cols-2">
            {data.entries.map((entry) => (
              <JournalEntryCard
                key={`${entry.type}-${entry.id}`}
                entry={entry}
                timeZone={user?.timezone ?? 'UTC'}
                onArchive={entry.type === 'challenge' ? undefined : () => setArchiving(entry)}
              />
            ))}
          </div>
          <Pagination page={page} pages={pages} onChange={go} label="Páginas del diario" />
        </div>
      )}

      <ConfirmDialog
        open={archiving !== null}
        title="Archivar entrada"
        message="La entrada dejará de aparecer en tu diario. ¿Quieres archivarla?"
        confirmText="Archivar"
        onCancel={() => setArchiving(null)}
        onConfirm={() => {
          if (!archiving) return;
          archive.mutate(archiving, {
            onError: () =>
              toast({
                title: 'Error',
                description: 'No se pudo archivar la entrada.',
                variant: 'destructive',
              }),
          });
          setArchiving(null);
        }}
      />
    </>
  );
}

/** /journal (02 §2.8): the full journal for clients and admins, the 'Mi Journal' teaser otherwise. */
export function JournalPage() {
  const access = useAccess();
  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (!access.isSubscribed) return <JournalTeaser />;
  return <Journal />;
}
