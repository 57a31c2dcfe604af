import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditLogFacets } from '../../domain/auditLogs';
import { auditLogsApi } from '../../providers/auditLogsApi';
import type { Choice } from '../../resources/common/filterInputs';
import { auditActionText, auditResourceText } from './format';

const NONE: AuditLogFacets = { actions: [], resources: [] };

/** The action and resource filter choices, loaded once per visit (empty until they arrive or on failure). */
export function useAuditFacets(): { actions: Choice[]; resources: Choice[] } {
  const translate = useTranslate();
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
    actions: facets.actions.map((action) => ({ id: action, name: auditActionText(action, translate) })),
    resources: facets.resources.map((resource) => ({ id: resource, name: auditResourceText(resource, translate) })),
  };
}
