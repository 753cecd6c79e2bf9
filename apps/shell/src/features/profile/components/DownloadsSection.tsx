import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatByteSize } from '@inhala/domain';
import {
  Button,
  ConfirmDialog,
  DOWNLOAD_KIND_LABELS,
  removeAllDownloads,
  removeDownload,
  useAccess,
  useDownloads,
  useToast,
} from '@inhala/ui';

/** The space the browser says this site may still use, or null when it does not say. */
function useSpaceLeft(totalBytes: number): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.estimate?.()
      .then(({ quota, usage }) => {
        if (live) setLeft(quota !== undefined && usage !== undefined ? Math.max(0, quota - usage) : null);
      })
      .catch(() => live && setLeft(null));
    return () => {
      live = false;
    };
    // Read again whenever the downloads change what is stored.
  }, [totalBytes]);
  return left;
}

/**
 * 'Descargas' on the profile (issue 30): each downloaded recording with its size, the total, the
 * space left when the browser tells it, 'Eliminar' each and 'Eliminar todo' after a confirmation.
 * Shown to subscribers (and to anyone who still has downloads on the device).
 */
export function DownloadsSection() {
  const access = useAccess();
  const downloads = useDownloads();
  const toast = useToast();
  const spaceLeft = useSpaceLeft(downloads.totalBytes);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  if (!downloads.supported || (!access.isSubscribed && downloads.items.length === 0)) return null;

  async function removeAll() {
    setRemoving(true);
    try {
      await removeAllDownloads();
      toast({ title: 'Descargas eliminadas', description: 'Se liberó el espacio que ocupaban.' });
    } catch {
      toast({
        title: 'No se pudieron eliminar',
        description: 'Inténtalo de nuevo en unos segundos.',
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="downloads-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="downloads-title" className="mb-1 font-display text-xl text-ink">
        Descargas
      </h2>
      <p className="mb-4 text-sm text-ink-soft">
        Lo que descargas se escucha sin conexión en este dispositivo.
      </p>
      {downloads.loading ? null : downloads.items.length === 0 ? (
        <p className="rounded-2xl bg-sand-50 p-4 text-sm text-ink">
          Aún no has descargado nada. Pulsa «Descargar» en una meditación, un Angel Monday o un audio de un
          reto para escucharlo sin conexión.
        </p>
      ) : (
        <>
          <ul aria-label="Audios descargados" className="divide-y divide-sand-100">
            {downloads.items.map((item) => (
              <li key={item.url} className="flex items-center gap-3 py-3">
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 block text-ink">{item.title}</span>
                  <span className="block text-sm text-ink-soft">
                    {DOWNLOAD_KIND_LABELS[item.kind]} · {formatByteSize(item.bytes)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={`Eliminar ${item.title}`}
                  onClick={() => void removeDownload(item.url)}
                >
                  {/* On a phone the bin alone, so the title keeps the row. */}
                  <Trash2 aria-hidden size={18} /> <span className="max-sm:hidden">Eliminar</span>
                </Button>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-ink-soft">Total descargado</dt>
              <dd className="font-medium text-ink tabular-nums">{formatByteSize(downloads.totalBytes)}</dd>
            </div>
          </dl>
          <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden size={18} /> Eliminar todo
          </Button>
        </>
      )}
      {spaceLeft !== null && (
        <p className="mt-3 text-sm text-ink-soft">Espacio libre aprox.: {formatByteSize(spaceLeft)}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Eliminar todas las descargas"
        message="Lo que descargaste dejará de escucharse sin conexión en este dispositivo. Podrás descargarlo otra vez cuando quieras."
        confirmText="Eliminar todo"
        pending={removing}
        onConfirm={() => void removeAll()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
