/** Resolving a pair from the screen: the call, its toast and a refresh of the list. */
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DuplicateResolveBody } from '../../domain/recordQuality';
import { duplicatesApi } from '../../providers/duplicatesApi';

export function useResolvePair(pairId: number) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const resolve = async (body: DuplicateResolveBody): Promise<boolean> => {
    setBusy(true);
    try {
      await duplicatesApi.resolve(pairId, body);
      notify(translate(body.action === 'merge' ? 'duplicates.merged' : 'duplicates.markedDistinct'), { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : translate('duplicates.failed'), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { resolve, busy };
}
