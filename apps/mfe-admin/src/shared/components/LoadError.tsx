import { Button, messageOf } from '@inhala/ui';

/** A query that could not load: the server's message (else `fallback`), and 'Reintentar'. */
export function LoadError({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  fallback: string;
}) {
  return (
    <div role="alert" className="rounded-3xl bg-red-50 p-6 text-red-800">
      <p>{messageOf(query.error, fallback)}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
        Reintentar
      </Button>
    </div>
  );
}
