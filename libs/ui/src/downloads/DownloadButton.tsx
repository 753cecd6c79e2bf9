import { CheckCircle2, Download, Trash2, X } from 'lucide-react';
import { Button } from '../components/Button';
import { downloadsSupported, isDownloadable, type DownloadMeta } from './downloads-cache';
import { cancelDownload, removeDownload, startDownload } from './downloads-store';
import { useDownloadState } from './use-downloads';

interface Props {
  /** The uploaded file (/uploads/…); only given to people who may play it (subscribers). */
  src: string;
  meta: DownloadMeta;
}

/**
 * 'Descargar' a recording to listen without network (issue 30): then 'Descargando… 42 %' with
 * 'Cancelar', and once stored 'Descargada' with a way to remove it. A failure is said in Spanish
 * and the button offers the download again. Nothing is shown where the browser cannot store files
 * for the service worker to answer, nor for a file that is not one of the app's uploads.
 */
export function DownloadButton({ src, meta }: Props) {
  const state = useDownloadState(src);
  if (!downloadsSupported() || !isDownloadable(src)) return null;

  if (state.status === 'downloaded')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-3 py-1 text-sm font-medium text-sage-900">
          <CheckCircle2 aria-hidden size={16} /> Descargada
        </span>
        <Button
          variant="ghost"
          aria-label={`Eliminar descarga de ${meta.title}`}
          onClick={() => void removeDownload(src)}
        >
          <Trash2 aria-hidden size={18} /> Eliminar descarga
        </Button>
      </div>
    );

  if (state.status === 'downloading')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" className="text-sm text-ink tabular-nums">
          {state.percent === null ? 'Descargando…' : `Descargando… ${state.percent} %`}
        </span>
        <Button
          variant="ghost"
          aria-label={`Cancelar la descarga de ${meta.title}`}
          onClick={() => cancelDownload(src)}
        >
          <X aria-hidden size={18} /> Cancelar
        </Button>
      </div>
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-label={`Descargar ${meta.title}`}
        onClick={() => void startDownload(src, meta)}
      >
        <Download aria-hidden size={18} /> Descargar
      </Button>
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
