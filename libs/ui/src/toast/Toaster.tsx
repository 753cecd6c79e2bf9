import { Suspense, createContext, lazy, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ToastInput, ToastState } from './toast-state';

// Prefetched at the lowest priority when the network is idle, so the first toast shows at once.
const ToastRegion = lazy(async () => ({
  default: (await import(/* webpackPrefetch: true */ './ToastRegion')).ToastRegion,
}));

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/**
 * Toasts (01 §9), provided once by the shell. The region's code (Radix Toast) is not part of
 * the first load: it is prefetched when the network is idle and mounted with the first toast,
 * then stays (F8 reaches it from then on; before, there is nothing to reach).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [regionWanted, setRegionWanted] = useState(false);
  const toast = useCallback((input: ToastInput) => {
    setRegionWanted(true);
    setCurrent({ ...input, id: Date.now() + Math.random() });
  }, []);
  const closed = useCallback((id: number) => setCurrent((c) => (c?.id === id ? null : c)), []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <ToastRegion current={current} onClosed={closed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
