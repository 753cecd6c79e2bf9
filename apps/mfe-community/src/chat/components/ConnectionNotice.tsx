import { Button, type ChatStopReason } from '@inhala/ui';

/** What the room says when the connection is down or stopped, and what the person can do. */
export function ConnectionNotice({
  stopped,
  closed,
  onRetry,
}: {
  stopped: ChatStopReason | null;
  closed: boolean;
  onRetry: () => void;
}) {
  if (stopped === 'too-many-sockets')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
      >
        <p>
          Tienes la comunidad abierta en demasiadas pestañas o dispositivos. Cierra alguna y vuelve a
          intentarlo.
        </p>
        <Button variant="secondary" className="min-h-9 px-4 py-1" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    );
  if (stopped === 'session-ended')
    return (
      <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900">
        Tu sesión terminó. Vuelve a iniciar sesión para seguir en la comunidad.
      </p>
    );
  if (!closed) return null;
  return (
    <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900">
      Sin conexión. Reconectando...
    </p>
  );
}
