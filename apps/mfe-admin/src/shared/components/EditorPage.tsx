import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminItemBase } from '@inhala/domain';
import {
  ApiError,
  Button,
  Link,
  LoadingScreen,
  PageHeader,
  messageOf,
  useNavigate,
  useParams,
  useToast,
} from '@inhala/ui';
import type { AdminResource } from '../api/admin-resource';
import { LoadError } from './LoadError';
import { useDeleteWithUndo } from './use-delete-with-undo';

export interface EditorSave<Input> {
  /** Sends the form: creates or updates. Resolves true when saved. */
  save: (input: Input) => Promise<boolean>;
  pending: boolean;
  /** The server's refusal of the last save, in Spanish; the form keeps what was typed. */
  error: string | null;
}

interface Props<Item extends AdminItemBase, Input> {
  resource: AdminResource<Item, Input>;
  /** The list this editor belongs to, e.g. '/admin/oracle-cards'. */
  listHref: string;
  /** Page titles: 'Nueva carta' / 'Editar carta'. */
  createTitle: string;
  editTitle: string;
  nameOf: (item: Item) => string;
  /** The form, given the item (null when creating) and how to save it. */
  children: (item: Item | null, save: EditorSave<Input>) => ReactNode;
}

/**
 * The create and edit screens of every editor: `{listHref}/new` creates, `{listHref}/{id}`
 * edits. Loads the item ('Cargando...'), says when it no longer exists, saves with the
 * 'Guardado exitoso' toast (a new item then opens as an edit), and offers 'Eliminar' with
 * 'Deshacer'.
 */
export function EditorPage<Item extends AdminItemBase, Input>(props: Props<Item, Input>) {
  const { resource, listHref, nameOf } = props;
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const creating = raw === 'new';
  const item = resource.useItem(creating ? null : id);
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const removal = useDeleteWithUndo(resource, nameOf, () => void navigate(listHref));

  if (
    !creating &&
    (id === null || (item.isError && item.error instanceof ApiError && item.error.status === 404))
  )
    return (
      <>
        <PageHeader title={props.editTitle} backTo={listHref} />
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          Este elemento no existe o ya fue eliminado.{' '}
          <Link to={listHref} className="text-sage-800 underline">
            Volver a la lista
          </Link>
        </p>
      </>
    );
  if (!creating && item.isError)
    return (
      <>
        <PageHeader title={props.editTitle} backTo={listHref} />
        <LoadError query={item} fallback="No pudimos cargar este elemento." />
      </>
    );
  if (!creating && item.isPending) return <LoadingScreen text="Cargando..." />;

  const current = creating ? null : (item.data ?? null);
  const save = async (input: Input): Promise<boolean> => {
    setError(null);
    try {
      const saved = current
        ? await update.mutateAsync({ id: current.id, input })
        : await create.mutateAsync(input);
      toast({ title: 'Guardado exitoso', description: `Se guardó «${nameOf(saved)}».` });
      if (!current) void navigate(`${listHref}/${saved.id}`, { replace: true });
      return true;
    } catch (reason) {
      setError(messageOf(reason, 'No se pudo guardar. Inténtalo de nuevo.'));
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title={current ? props.editTitle : props.createTitle}
        subtitle={current ? nameOf(current) : undefined}
        backTo={listHref}
      />
      {props.children(current, { save, pending: create.isPending || update.isPending, error })}
      {current && (
        <div className="mt-10 border-t border-sage-200 pt-6">
          <Button variant="secondary" onClick={() => removal.ask(current)} className="text-red-700">
            <Trash2 aria-hidden size={16} />
            Eliminar
          </Button>
        </div>
      )}
      {removal.dialog}
    </>
  );
}

/** Form on the left and its live preview on the right from 768 px; stacked on phones. */
export function FormWithPreview({
  form,
  preview,
  caption = 'Así lo verá una persona suscrita, antes de publicarlo.',
}: {
  form: ReactNode;
  preview: ReactNode;
  /** What the preview shows, in a sentence. */
  caption?: string;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>{form}</div>
      <aside aria-label="Vista previa" className="md:sticky md:top-24 md:self-start">
        <h2 className="mb-3 font-display text-xl text-ink">Vista previa</h2>
        <p className="mb-3 text-sm text-ink-soft">{caption}</p>
        {preview}
      </aside>
    </div>
  );
}
