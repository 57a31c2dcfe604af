import { useCallback, useEffect, useState } from 'react';
import type { ReconciliationReportRow } from '../../domain/reconciliation';
import { reconciliationApi } from '../../providers/reconciliationApi';

interface State {
  rows: ReconciliationReportRow[] | null;
  loading: boolean;
  failed: boolean;
}

/** The reconciliation report across collectors; `retry` loads it again. */
export function useReconciliationReport() {
  const [state, setState] = useState<State>({ rows: null, loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    reconciliationApi.report().then(
      (rows) => live && setState({ rows, loading: false, failed: false }),
      () => live && setState({ rows: null, loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
