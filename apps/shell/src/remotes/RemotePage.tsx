import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary, LoadingScreen } from '@inhala/ui';
import { loadRemoteModule } from './load-remote';

interface Props {
  /** 'remote/ExposedRouteTree' */
  module: string;
  loadingText?: string;
}

/**
 * A remote's route tree: loaded on demand, with the 'Algo salió mal' / 'Reintentar' fallback
 * when it cannot load. 'Reintentar' registers the remotes again and reloads.
 */
export function RemotePage({ module, loadingText = 'Cargando...' }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<{ default: ComponentType }>(module, attempt > 0);
        return { default: loaded.default };
      }),
    [module, attempt],
  );
  return (
    <ErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingScreen text={loadingText} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
