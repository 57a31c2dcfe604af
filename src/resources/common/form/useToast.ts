import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { TOAST_DURATION_MS } from '../../../ui/toast';

/** Success and error toasts with the spec's durations (spec 01 §9: 2000 ms and 4000 ms), shown as written. */
export function useToast() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (message: string) => notify(message, { type: 'success', autoHideDuration: TOAST_DURATION_MS.success, messageArgs: { _: message } }),
      error: (message: string) => notify(message, { type: 'error', autoHideDuration: TOAST_DURATION_MS.error, messageArgs: { _: message } }),
    }),
    [notify],
  );
}
