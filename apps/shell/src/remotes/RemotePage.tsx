import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import {
  ErrorBoundary,
  LoadingScreen,
  OFFLINE_TEXTS,
  SectionFallback,
  networkStatus,
  useNetworkStatus,
} from '@inhala/ui';
import { loadRemoteModule } from './load-remote';

interface Props {
  /** 'remote/ExposedRouteTree' */
  module: string;
  loadingText?: string;
  /** What the person is told when it cannot load without network. */
  offlineTitle?: string;
}

/**
 * A remote's route tree: loaded on demand, with the 'Algo salió mal' / 'Reintentar' fallback
 * when it cannot load ('Reintentar' registers the remotes again and reloads), and 'Volver al
 * inicio', since some sections show no navigation. Without network it says the section needs it,
 * and loads by itself when the network returns.
 */
export function RemotePage({
  module,
  loadingText = 'Cargando...',
  offlineTitle = 'Esta sección necesita conexión a internet',
}: Props) {
  const [attempt, setAttempt] = useState(0);
  const [failedOffline, setFailedOffline] = useState(false);
  const { online } = useNetworkStatus();
  const retry = useCallback(() => {
    setFailedOffline(false);
    setAttempt((n) => n + 1);
  }, []);
  // Failed for want of network, which is back: try again without being asked.
  useEffect(() => {
    if (online && failedOffline) retry();
  }, [online, failedOffline, retry]);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<{ default: ComponentType }>(module, attempt > 0);
        return { default: loaded.default };
      }),
    [module, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      onRetry={retry}
      onError={() => setFailedOffline(!networkStatus().online)}
      fallback={
        online ? undefined : (
          <SectionFallback
            title={offlineTitle}
            detail={OFFLINE_TEXTS.needsNetwork}
            onRetry={retry}
            homeLink
          />
        )
      }
      homeLink
    >
      <Suspense fallback={<LoadingScreen text={loadingText} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
