import { useCallback, useEffect, useState } from 'react';
import type { PerformanceReport } from '../../domain/performanceReport';
import { errorMessage } from '../../providers/accountsApi';
import type { PerformanceQuery } from '../../domain/api/reports';
import { reportsApi } from '../../providers/reportsApi';

interface State {
  report: PerformanceReport | null;
  loading: boolean;
  /** A failed load, with the server's message ('' when it gave none: the page words it then). */
  error: { message: string } | null;
}

/** The report for a query: loads again when the query changes; an older answer never replaces a newer one. */
export function usePerformanceReport(query: PerformanceQuery) {
  const [state, setState] = useState<State>({ report: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { from, to, state: area } = query;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    reportsApi.performance({ from, to, state: area }, controller.signal).then(
      (report) => setState({ report, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ report: null, loading: false, error: { message: errorMessage(error, '') } });
      },
    );
    return () => controller.abort();
  }, [from, to, area, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
