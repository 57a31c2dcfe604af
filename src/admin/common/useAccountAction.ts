import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../providers/accountsApi';
import { TOAST_DURATION_MS } from '../../ui/toast';

export interface ActionOptions {
  /** Shown when the server answers without a message (a translated text). */
  success: string;
  /** Shown when the call fails without a server message (a translated text). */
  failure: string;
  /** Queries to refresh after success. */
  refresh: readonly QueryKey[];
  /** Sees the error too (e.g. to show field errors). */
  onError?: (error: unknown) => void;
}

/**
 * Runs an account call: notifies the server's message (success 2 s, error 4 s, spec 01 §9) and
 * refreshes the given queries. Resolves true on success; never throws.
 */
export function useAccountAction() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    async (call: () => Promise<{ message: string }>, options: ActionOptions): Promise<boolean> => {
      try {
        const { message } = await call();
        const text = message || options.success;
        // Already worded (the server's or translated): `_` keeps react-admin from looking it up as a key.
        notify(text, { type: 'success', autoHideDuration: TOAST_DURATION_MS.success, messageArgs: { _: text } });
        await Promise.all(options.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch (error) {
        options.onError?.(error);
        const text = errorMessage(error, options.failure);
        notify(text, { type: 'error', autoHideDuration: TOAST_DURATION_MS.error, messageArgs: { _: text } });
        return false;
      }
    },
    [notify, queryClient],
  );
}
