import { useState, type ReactNode } from 'react';
import { ADMIN_LIMITS, type AdminItemBase } from '@inhala/domain';
import { ConfirmDialog, messageOf, useToast } from '@inhala/ui';
import type { AdminResource } from '../api/admin-resource';

interface DeleteWithUndo<Item> {
  /** Opens the confirmation for this item. */
  ask: (item: Item) => void;
  /** The confirmation dialog; render it once in the screen. */
  dialog: ReactNode;
}

/**
 * Delete with a confirmation, then a toast with 'Deshacer' for 10 s that restores the item
 * whole (the server only hides it). `afterDelete` runs once it is gone (e.g. leave its form).
 */
export function useDeleteWithUndo<Item extends AdminItemBase, Input>(
  resource: Pick<AdminResource<Item, Input>, 'useRemove' | 'useRestore'>,
  nameOf: (item: Item) => string,
  afterDelete?: () => void,
): DeleteWithUndo<Item> {
  const [target, setTarget] = useState<Item | null>(null);
  const remove = resource.useRemove();
  const restore = resource.useRestore();
  const toast = useToast();

  const confirm = () => {
    if (!target) return;
    const name = nameOf(target);
    remove.mutate(target.id, {
      onSuccess: (removed) => {
        setTarget(null);
        afterDelete?.();
        toast({
          title: 'Eliminado',
          description: `«${name}» se eliminó.`,
          duration: ADMIN_LIMITS.undoSeconds * 1000,
          action: {
            label: 'Deshacer',
            altText: `Deshacer: restaurar «${name}»`,
            onAction: () =>
              restore.mutate(removed.id, {
                onSuccess: () => toast({ title: 'Restaurado', description: `«${name}» está de vuelta.` }),
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: messageOf(error, 'No se pudo restaurar. Inténtalo de nuevo.'),
                    variant: 'destructive',
                  }),
              }),
          },
        });
      },
      onError: (error) => {
        setTarget(null);
        toast({
          title: 'Error',
          description: messageOf(error, 'No se pudo eliminar. Inténtalo de nuevo.'),
          variant: 'destructive',
        });
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="¿Eliminar este elemento?"
      message={
        target
          ? `Se eliminará «${nameOf(target)}». Podrás deshacerlo durante ${ADMIN_LIMITS.undoSeconds} segundos.`
          : ''
      }
      confirmText={remove.isPending ? 'Eliminando...' : 'Eliminar'}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
