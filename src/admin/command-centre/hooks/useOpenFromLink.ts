import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OnlineCollector } from '../../../domain/protocol';

/** The state a link to the Command Centre carries to open one collector's tab (online or not). */
export interface OpenCollectorState {
  collector: OnlineCollector;
}

/** Opens the collector a link named (e.g. from the reconciliation report), once: the state is then cleared. */
export function useOpenFromLink(open: (collector: OnlineCollector) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const collector = (location.state as Partial<OpenCollectorState> | null)?.collector;
    if (!collector) return;
    open(collector);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, open, navigate]);
}
