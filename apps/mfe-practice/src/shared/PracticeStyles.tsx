import type { ReactNode } from 'react';
import { StyleScope } from '@inhala/ui';
import '../styles.css';

/**
 * Wraps each route tree this remote exposes: its own stylesheet (../styles.css) loads with the
 * module, once however many of the remote's trees the page mounts, and applies inside this scope.
 */
export function PracticeStyles({ children }: { children: ReactNode }) {
  return <StyleScope name="practice">{children}</StyleScope>;
}
