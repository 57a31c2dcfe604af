/**
 * Which admin path stands for a react-admin `canAccess({resource, action})` question, so the
 * route guards of src/domain/navigation.ts answer it.
 */
import { guardForPath } from '../domain/navigation';

/** Resources whose route is not `/admin/<resource>`. */
const RESOURCE_ROUTES: Readonly<Record<string, string>> = {
  roles: '/admin/user-management/roles',
};

const READ_ACTIONS = new Set(['list', 'show', 'export']);

export function resourceRoute(resource: string): string {
  return RESOURCE_ROUTES[resource] ?? `/admin/${resource.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Read actions ask the resource's list route. Write actions (edit, create, delete, …) ask the
 * edit screen's guard — `/<route>/edit/:id` or `/<route>/:id`, whichever is listed exactly with an
 * id — and fall back to the list route when neither is.
 */
export function accessPath(resource: string, action: string): string {
  const route = resourceRoute(resource);
  if (READ_ACTIONS.has(action)) return route;
  for (const candidate of [`${route}/edit/0`, `${route}/0`]) {
    const guard = guardForPath(candidate);
    if (guard?.pattern.includes(':')) return candidate;
  }
  return route;
}
