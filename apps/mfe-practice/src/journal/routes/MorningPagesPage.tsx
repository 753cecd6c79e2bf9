import { NotebookPen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  MORNING_PAGE_MESSAGES as M,
  displayTitle,
  formatSpanishDate,
  formatSpanishTime,
} from '@inhala/domain';
import {
  AccessGuard,
  Button,
  ConfirmDialog,
  LoadingScreen,
  OFFLINE_TEXTS,
  isQueued,
  PageHeader,
  Skeleton,
  messageOf,
  useAccess,
  usePendingWrites,
  useSearchParams,
  useSession,
  useToast,
} from '@inhala/ui';
import { JournalTeaser } from '../components/JournalTeaser';
import {
  useCreateMorningPage,
  useDeleteMorningPage,
  useMorningPages,
  useUpdateMorningPage,
} from '../api/morning-pages';
import { MorningPageForm } from '../components/MorningPageForm';
import { PendingMorningPages } from '../components/PendingMorningPages';

/** The query flag with which a link opens a new page's editor directly. */
const NEW_PAGE_PARAM = 'nueva';
/** Saving from the journal list (02 §8): 'Guardado exitoso', or the message or this text. */
const JOURNAL_SAVED = 'Guardado exitoso';
const JOURNAL_SAVE_FAILED = 'No se pudo guardar tu reflexión.';

function MorningPages() {
  const { user } = useSession();
  const toast = useToast();
  const zone = user?.timezone ?? 'UTC';
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMorningPages();
  const pages = data?.pages.flat() ?? [];
  const pending = usePendingWrites('morning-page');
  const create = useCreateMorningPage();
  const update = useUpdateMorningPage();
  const remove = useDeleteMorningPage();
  // The journal's banner opens the editor at once: /morning-pages?nueva=1 (02 §2.8).
  const [search, setSearch] = useSearchParams();
  const [creating, setCreatingState] = useState(() => search.has(NEW_PAGE_PARAM));
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  /** Closing the editor also drops ?nueva, so a reload or a return here does not reopen it. */
  function setCreating(open: boolean) {
    setCreatingState(open);
    if (!open && search.has(NEW_PAGE_PARAM)) setSearch({}, { replace: true });
  }

  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: messageOf(error, fallback), variant: 'destructive' });

  return (
    <>
      <PageHeader
        title="Páginas Matutinas"
        subtitle="Tres páginas de escritura libre para empezar el día con la mente clara."
        backTo="/journal"
      />

      {creating ? (
        <section className="mb-8 rounded-3xl bg-white p-5 shadow-sm" aria-label="Nueva Página Matutina">
          <MorningPageForm
            submitText="Guardar"
            minHeight={200}
            autoFocus
            pending={create.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={(values) => {
              // Written from the journal's banner: the journal's own save texts (02 §8).
              const fromJournal = search.has(NEW_PAGE_PARAM);
              create.mutate(values, {
                onSuccess: (saved) => {
                  setCreating(false);
                  if (isQueued(saved))
                    toast({ title: OFFLINE_TEXTS.savedOnDevice, description: OFFLINE_TEXTS.willBeSent });
                  else toast({ title: fromJournal ? JOURNAL_SAVED : M.created, description: M.createdBody });
                },
                onError: failed(fromJournal ? JOURNAL_SAVE_FAILED : M.createFailed),
              });
            }}
          />
        </section>
      ) : (
        <section className="mb-8 flex items-center gap-4 rounded-3xl bg-gradient-to-r from-sage-100 to-sand-100 p-5">
          <NotebookPen aria-hidden className="text-sage-700" size={32} />
          <div className="flex-1">
            <h2 className="font-display text-xl text-ink">Nueva Página Matutina</h2>
            <p className="text-sm text-ink-soft">Escribe sin pensar demasiado: lo importante es soltar.</p>
          </div>
          <Button onClick={() => setCreating(true)}>Escribir</Button>
        </section>
      )}

      <PendingMorningPages writes={pending} zone={zone} />
      {isPending ? (
        <div role="status" aria-label="Cargando páginas" className="space-y-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-3xl bg-white p-8 text-center">
          <p className="text-ink-soft">No pudimos cargar tus páginas matutinas.</p>
          <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </div>
      ) : pages.length === 0 ? (
        !creating &&
        pending.length === 0 && (
          <div className="rounded-3xl bg-white p-8 text-center">
            <p className="font-display text-xl text-ink">Aún no hay páginas matutinas</p>
            <Button className="mt-4" onClick={() => setCreating(true)}>
              Crear primera página
            </Button>
          </div>
        )
      ) : (
        <ul className="space-y-4" aria-label="Tus páginas matutinas">
          {pages.map((page) => (
            <li key={page.id} className="rounded-3xl bg-white p-5 shadow-sm">
              {editingId === page.id ? (
                <MorningPageForm
                  initialTitle={page.title ?? ''}
                  initialContent={page.content}
                  submitText="Guardar cambios"
                  minHeight={150}
                  pending={update.isPending}
                  onCancel={() => setEditingId(null)}
                  onSubmit={(values) =>
                    update.mutate(
                      { id: page.id, ...values },
                      {
                        onSuccess: () => {
                          setEditingId(null);
                          toast({ title: M.updated, description: M.updatedBody });
                        },
                        onError: failed(M.updateFailed),
                      },
                    )
                  }
                />
              ) : (
                <article aria-label={displayTitle(page.title)}>
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs text-sage-800">
                        Página Matutina
                      </span>
                      <h3 className="mt-2 font-display text-xl text-ink">{displayTitle(page.title)}</h3>
                      <p className="text-sm text-ink-soft">
                        {formatSpanishDate(page.createdAt, zone)} · {formatSpanishTime(page.createdAt, zone)}
                      </p>
                    </div>
                    <button
                      type="button"
                      aria-label={`Editar ${displayTitle(page.title)}`}
                      onClick={() => setEditingId(page.id)}
                      className="rounded-full p-2 hover:bg-sage-50"
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      aria-label={`Eliminar ${displayTitle(page.title)}`}
                      onClick={() => setDeletingId(page.id)}
                      className="rounded-full p-2 text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </div>
                  <p className="mt-3 whitespace-pre-wrap text-ink">{page.content}</p>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Cargando...' : 'Ver páginas anteriores'}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={deletingId !== null}
        title="Eliminar página"
        message={M.deleteConfirm}
        confirmText="Eliminar"
        pending={remove.isPending}
        onCancel={() => setDeletingId(null)}
        onConfirm={() => {
          if (deletingId === null) return;
          remove.mutate(deletingId, {
            onSuccess: () => toast({ title: M.deleted, description: M.deletedBody }),
            onError: failed(M.deleteFailed),
            onSettled: () => setDeletingId(null),
          });
        }}
      />
    </>
  );
}

/** Morning pages are part of the journal: a lead sees its locked teaser, as on /journal (02 §2.8). */
function SubscribersOnly() {
  const access = useAccess();
  if (access.loading) return <LoadingScreen text="Verificando sesión..." />;
  if (!access.isSubscribed) return <JournalTeaser />;
  return <MorningPages />;
}

/** /morning-pages (02 §2.9): the person's own pages; signing in is required. */
export function MorningPagesPage() {
  return (
    <AccessGuard>
      <SubscribersOnly />
    </AccessGuard>
  );
}
