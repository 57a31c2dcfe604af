import { useCallback } from 'react';
import { useResourceContext, useResourceDefinitions, type RaRecord } from 'ra-core';
import { canOpenPath } from '../../domain/navigation';
import { useSession } from '../../providers/useSession';
import { DETAIL_ROUTES } from './recordPaths';

/**
 * For the current resource: the path a row leads to, or false when that screen is not
 * registered (yet) or the signed-in user may not open it (a read-only user stays on the list).
 */
export function useDetailPath(resourceProp?: string): (record: RaRecord) => string | false {
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const definition = useResourceDefinitions()[resource];
  const { user } = useSession();
  const route = DETAIL_ROUTES[resource];
  const registered = route && (route.kind === 'show' ? definition?.hasShow : definition?.hasEdit);
  return useCallback(
    (record: RaRecord) => {
      if (!route || !registered || record?.id == null) return false;
      const path = route.path(record.id);
      return canOpenPath(user, path) ? path : false;
    },
    [route, registered, user],
  );
}
