import { useCallback, useState } from 'react';

/**
 * Whether any of a form's uploads is still running, so the form is not saved half-way. Give the
 * second value to every UploadField's `onBusyChange`; each counts from its start to its end.
 */
export function useUploadsBusy(): [uploading: boolean, onBusyChange: (busy: boolean) => void] {
  const [running, setRunning] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setRunning((n) => n + (busy ? 1 : -1)), []);
  return [running > 0, onBusyChange];
}
