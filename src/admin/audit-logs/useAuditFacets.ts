import { useEffect, useState } from 'react';
import { auditActionLabel, type AuditLogFacets } from '../../domain/auditLogs';
import { auditLogsApi } from '../../providers/auditLogsApi';
import type { Choice } from '../../resources/common/filterInputs';

const NONE: AuditLogFacets = { actions: [], resources: [] };

/** The action and resource filter choices, loaded once per visit (empty until they arrive or on failure). */
export function useAuditFacets(): { actions: Choice[]; resources: Choice[] } {
  const [facets, setFacets] = useState<AuditLogFacets>(NONE);
  useEffect(() => {
    let live = true;
    auditLogsApi.facets().then(
      (answer) => live && setFacets(answer),
      () => undefined, // the filters still work by typing in the URL; the list shows its own errors
    );
    return () => {
      live = false;
    };
  }, []);
  return {
    actions: facets.actions.map((action) => ({ id: action, name: auditActionLabel(action) })),
    resources: facets.resources.map((resource) => ({ id: resource, name: resource })),
  };
}
