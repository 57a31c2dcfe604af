/**
 * The collector's few screens as paths under /collect/ (so a reload, offline too, opens the same
 * screen: the service worker answers every /collect/ page with the shell).
 */
import { useCallback, useEffect, useState } from 'react';
import { DEVICE_TABLES } from '../domain/deviceWire';
import type { DeviceTable } from '../domain/protocol';

export type Route =
  | { screen: 'home' }
  | { screen: 'new'; table: DeviceTable; draftKey: string }
  | { screen: 'record'; table: DeviceTable; localId: number }
  | { screen: 'fix'; table: DeviceTable; localId: number };

const BASE = '/collect/';

const isTable = (value: string | undefined): value is DeviceTable => DEVICE_TABLES.includes(value as DeviceTable);

export function routeOf(pathname: string, search: string): Route {
  const [kind, table, id, action] = pathname.slice(BASE.length).split('/');
  const localId = Number(id);
  if (kind === 'new' && isTable(table)) return { screen: 'new', table, draftKey: new URLSearchParams(search).get('draft') ?? `new-${table}` };
  if (kind === 'records' && isTable(table) && Number.isInteger(localId) && localId > 0) return { screen: action === 'fix' ? 'fix' : 'record', table, localId };
  return { screen: 'home' };
}

export function pathOf(route: Route): string {
  switch (route.screen) {
    case 'home':
      return BASE;
    case 'new':
      return `${BASE}new/${route.table}?draft=${encodeURIComponent(route.draftKey)}`;
    case 'record':
      return `${BASE}records/${route.table}/${route.localId}`;
    case 'fix':
      return `${BASE}records/${route.table}/${route.localId}/fix`;
  }
}

export function useRoute(): [Route, (next: Route, replace?: boolean) => void] {
  const [route, setRoute] = useState(() => routeOf(location.pathname, location.search));
  useEffect(() => {
    const onPop = () => setRoute(routeOf(location.pathname, location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((next: Route, replace = false) => {
    if (replace) history.replaceState(null, '', pathOf(next));
    else history.pushState(null, '', pathOf(next));
    setRoute(next);
    window.scrollTo(0, 0);
  }, []);
  return [route, go];
}
