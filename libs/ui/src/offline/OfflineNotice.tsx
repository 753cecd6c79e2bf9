import { CloudOff } from 'lucide-react';
import { useNetworkStatus } from './network-status';
import { usePendingWrites } from './use-pending-writes';

/** 'de las 08:15' today; 'del 23/11 a las 08:15' when the copy is from another day. */
function storedWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (at.toDateString() === now.toDateString()) return `de las ${time}`;
  return `del ${pad(at.getDate())}/${pad(at.getMonth() + 1)} a las ${time}`;
}

/**
 * A quiet line at the top of the page while the app works from stored data (issue 18):
 * 'Sin conexión · datos de las HH:mm', and how many writes wait to be sent.
 */
export function OfflineNotice() {
  const { online, dataFrom } = useNetworkStatus();
  const waiting = usePendingWrites().length;
  // Online with live data there is nothing to say: a write queued then is sent within moments.
  if (online && dataFrom === null) return null;
  const state = dataFrom ? `Sin conexión · datos ${storedWhen(dataFrom)}` : 'Sin conexión';
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-sand-100 px-4 py-2 text-sm text-ink-soft"
    >
      <span className="inline-flex items-center gap-2">
        <CloudOff aria-hidden size={16} /> {state}
      </span>
      {waiting > 0 && (
        <span>
          {waiting === 1 ? '1 cambio se enviará' : `${waiting} cambios se enviarán`} al volver la conexión
        </span>
      )}
    </div>
  );
}
