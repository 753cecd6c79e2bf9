import { Loader2, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { countOf } from '@inhala/domain';
import { Button, messageOf, useToast } from '@inhala/ui';
import { useRefreshData } from '../api/catalogue-actions';

/**
 * 'Actualizar datos' (02 §7, §4.12): every API process reads the catalogue again. Progress
 * while it runs, then a toast with stats.meditations; it can be run again at any time.
 */
export function RefreshDataCard() {
  const refresh = useRefreshData();
  const toast = useToast();
  const titleId = useId();
  const statusId = useId();
  const stats = refresh.data?.stats;

  const run = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ stats: done }) =>
        toast({
          title: `Datos actualizados: ${countOf(done.meditations, 'meditación', 'meditaciones')}`,
          description: `${countOf(done.challenges, 'reto', 'retos')} y ${countOf(done.oracleCards, 'carta', 'cartas')} del oráculo.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No se pudieron actualizar los datos',
          description: messageOf(error, 'Inténtalo de nuevo en unos segundos.'),
        }),
    });

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={refresh.isPending}
      className="flex min-w-0 flex-col rounded-3xl bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="font-display text-xl text-ink">
        Actualizar datos
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Vuelve a leer el catálogo en todos los servidores, para que cualquier cambio se vea al instante.
      </p>
      <Button
        className="mt-4 self-start"
        onClick={run}
        disabled={refresh.isPending}
        aria-describedby={statusId}
      >
        {refresh.isPending ? (
          <Loader2 aria-hidden size={18} className="animate-spin" />
        ) : (
          <RefreshCw aria-hidden size={18} />
        )}
        {refresh.isPending ? 'Actualizando...' : 'Actualizar datos'}
      </Button>
      <p id={statusId} role="status" className="mt-3 min-h-5 text-sm text-ink-soft">
        {refresh.isPending
          ? 'Leyendo el catálogo de nuevo...'
          : stats
            ? `Datos actualizados: ${countOf(stats.meditations, 'meditación', 'meditaciones')}, ${countOf(stats.challenges, 'reto', 'retos')} y ${countOf(stats.oracleCards, 'carta', 'cartas')}.`
            : ''}
      </p>
      {refresh.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          No se pudieron actualizar los datos:{' '}
          {messageOf(refresh.error, 'inténtalo de nuevo en unos segundos.')}
        </p>
      )}
    </section>
  );
}
