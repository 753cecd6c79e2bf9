import { Suspense, lazy } from 'react';
import type { ModalProps } from './ModalDialog';

// Prefetched (lowest priority, when the network is idle) once this module loads: the first
// dialog opens at once, and no first page waits for its code.
const loadDialog = () => import(/* webpackPrefetch: true */ './ModalDialog');
const ModalDialog = lazy(async () => ({ default: (await loadDialog()).ModalDialog }));

/**
 * Accessible dialog: focus trapped, Escape and the backdrop close it, body scroll locked.
 * Nothing is rendered, and no dialog code is needed, until it opens.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
