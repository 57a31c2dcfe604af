/**
 * The one route–permission table (DESIGN §5): who may call each API route and send each socket
 * event. The server's guard (server/auth/routeGuard.ts) checks it before a body is read or
 * validated, the app refuses to start with a route that has no entry, and
 * tests/api/routeAccess.test.ts walks every registered route against it. Permission semantics stay
 * in ./permissions. Described in docs/access.md.
 */
import { recordTypeOfPath } from './dataTransfer';
import { PERMISSION_CONSTANTS as P, SUPER_ADMIN, hasAllPermissions, hasAnyPermission, type PermissionSubject } from './permissions';
import { HOUSEHOLD_TABS, RECORD_TYPES, type RecordType } from './records';
import { RECORD_PERMISSIONS } from './records/permissions';
import { DUPLICATE_RECORD_TYPES } from './recordQuality';
import { isCollectorRole } from './roles';

/** What a denial says (the guard's generic message otherwise). */
interface Denial {
  message?: string;
}

export type AccessRule =
  | { kind: 'public' }
  | ({ kind: 'signedIn' } & Denial)
  /** Any one of the permissions (`*` passes). */
  | ({ kind: 'any'; permissions: readonly string[] } & Denial)
  /** Every one of the permissions (`all` passes). */
  | ({ kind: 'all'; permissions: readonly string[] } & Denial)
  | ({ kind: 'collector' } & Denial)
  | ({ kind: 'superAdmin' } & Denial)
  /** Any one of `permissions` and the read or write permission of the record type named by the path parameter `param`. */
  | ({ kind: 'recordType'; permissions: readonly string[]; access: 'read' | 'write'; param: string } & Denial);

/** A rule that needs someone signed in. */
export type SignedInRule = Exclude<AccessRule, { kind: 'public' }>;

const PUBLIC: AccessRule = { kind: 'public' };
const SIGNED_IN: AccessRule = { kind: 'signedIn' };
const any = (...permissions: string[]): SignedInRule => ({ kind: 'any', permissions });

export const READ_USERS_RULE = any(P.READ_USERS, P.MANAGE_USERS);
export const MANAGE_USERS_RULE = any(P.MANAGE_USERS);
const READ_ROLES = any(P.READ_ROLES, P.MANAGE_ROLES);
const MANAGE_ROLES = any(P.MANAGE_ROLES);
const READ_REPORTS = any(P.READ_REPORTS, P.MANAGE_REPORTS);
const MANAGE_REPORTS = any(P.MANAGE_REPORTS);
const READ_AUDIT_LOGS = any(P.READ_AUDIT_LOGS, P.MANAGE_AUDIT_LOGS);
const COLLECTOR_API: AccessRule = { kind: 'collector', message: 'Only collector accounts may call the device sync API.' };

/** Lists need a read permission, one record a read or write one (editors load it first), saves a write one. */
function recordRoutes(): Record<string, AccessRule> {
  const routes: Record<string, AccessRule> = {};
  for (const type of Object.keys(RECORD_TYPES) as RecordType[]) {
    const base = `/api/admin/${RECORD_TYPES[type].apiPath}`;
    const { read, write, manage } = RECORD_PERMISSIONS[type];
    const readOne = any(...new Set([...read, ...write]));
    routes[`GET ${base}`] = any(...read);
    // Deletes that can be restored: the bin is the manage permission's alone.
    routes[`DELETE ${base}/:id`] = any(...manage);
    routes[`POST ${base}/:id/restore`] = any(...manage);
    routes[`GET ${base}/deleted`] = any(...manage);
    routes[`GET ${base}/:id`] = readOne;
    // Review: deciding needs the write permission, the history a read one.
    routes[`POST ${base}/:id/review`] = any(...write);
    routes[`GET ${base}/:id/reviews`] = readOne;
    if (type !== 'households') {
      routes[`PUT ${base}/:id`] = any(...write);
      continue;
    }
    // A household is read and saved per tab; its first tab (identification) is read at /:id.
    for (const tab of HOUSEHOLD_TABS) {
      if (tab !== HOUSEHOLD_TABS[0]) routes[`GET ${base}/:id/${tab}`] = readOne;
      routes[`PUT ${base}/:id/${tab}`] = any(...write);
    }
  }
  return routes;
}

/** Possible duplicates span children and learners: reading either type lists its pairs, writing it resolves them (checked per pair too). */
const duplicatesRule = (access: 'read' | 'write'): SignedInRule => any(...new Set(DUPLICATE_RECORD_TYPES.flatMap((type) => RECORD_PERMISSIONS[type][access])));

const USERS = '/api/admin/user-management';
const SYNC = '/api/admin/sync';

/** Every API route, keyed `METHOD /api/url/:param` exactly as Fastify's route pattern. */
export const ROUTE_ACCESS: Readonly<Record<string, AccessRule>> = {
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,

  'POST /api/admin/auth/login': PUBLIC,
  // Accepts an expired token (it reads the token itself), so that an old tab can still sign out.
  'POST /api/admin/auth/logout': PUBLIC,
  'POST /api/admin/auth/refresh': SIGNED_IN,
  'GET /api/admin/auth/me': SIGNED_IN,
  // Settings: each acts on the caller's own account only.
  'GET /api/admin/auth/profile': SIGNED_IN,
  'PUT /api/admin/auth/profile': SIGNED_IN,
  'POST /api/admin/auth/change-password': SIGNED_IN,
  'GET /api/admin/auth/sessions': SIGNED_IN,
  'DELETE /api/admin/auth/sessions/:id': SIGNED_IN,
  'GET /api/admin/system': { kind: 'superAdmin', message: 'Only super admins can read the system information.' },
  'POST /api/admin/auth/forgot-password': PUBLIC,
  'POST /api/admin/auth/reset-password': PUBLIC,
  'POST /api/admin/auth/accept-invitation': PUBLIC,

  [`GET ${USERS}`]: READ_USERS_RULE,
  [`GET ${USERS}/:id`]: READ_USERS_RULE,
  [`POST ${USERS}/invite`]: MANAGE_USERS_RULE,
  [`POST ${USERS}/:id/resend-invitation`]: MANAGE_USERS_RULE,
  [`POST ${USERS}/:id/revoke-invitation`]: MANAGE_USERS_RULE,
  [`PUT ${USERS}/edit`]: MANAGE_USERS_RULE,
  [`DELETE ${USERS}/:id`]: MANAGE_USERS_RULE,
  [`GET ${USERS}/collectors`]: READ_USERS_RULE,
  [`POST ${USERS}/bulk-invite/upload`]: MANAGE_USERS_RULE,
  [`GET ${USERS}/bulk-invite/jobs`]: MANAGE_USERS_RULE,
  [`GET ${USERS}/bulk-invite/jobs/:id/rows`]: MANAGE_USERS_RULE,
  [`GET ${USERS}/bulk-invite/jobs/:id/rows.csv`]: MANAGE_USERS_RULE,
  [`GET ${USERS}/roles`]: READ_ROLES,
  [`GET ${USERS}/roles/:id`]: READ_ROLES,
  [`POST ${USERS}/roles`]: MANAGE_ROLES,
  [`PUT ${USERS}/roles/:id`]: MANAGE_ROLES,
  [`DELETE ${USERS}/roles/:id`]: MANAGE_ROLES,
  // The outbox holds invitation links and reset codes.
  'GET /api/admin/mail/outbox': { kind: 'superAdmin', message: 'Only super admins can read the outbox.' },

  ...recordRoutes(),

  'GET /api/locations/states': PUBLIC,
  'GET /api/locations/states/:state/lgas': PUBLIC,
  'GET /api/locations/states/:state/lgas/:lga/wards': PUBLIC,
  'POST /api/admin/locations/wards/dry-run': any(P.MANAGE_DATA_IMPORT),
  'POST /api/admin/locations/wards/import': any(P.MANAGE_DATA_IMPORT),
  'POST /api/admin/population/dry-run': any(P.MANAGE_DATA_IMPORT),
  'POST /api/admin/population/import': any(P.MANAGE_DATA_IMPORT),
  'GET /api/public/population-sources': PUBLIC,

  'GET /api/admin/audit-logs': READ_AUDIT_LOGS,
  'GET /api/admin/audit-logs/facets': READ_AUDIT_LOGS,
  'GET /api/admin/audit-logs/:id': READ_AUDIT_LOGS,
  'GET /api/admin/reports/performance': READ_REPORTS,
  // Which record types it searches follows the user's read permissions (server/search/search.ts).
  'GET /api/admin/search': SIGNED_IN,
  'GET /api/admin/dashboard/executive': any(P.EXECUTIVE_DASHBOARD),
  'GET /api/admin/dashboard/review': any(P.ADMIN_DASHBOARD),
  'GET /api/admin/dashboard/admin': any(P.ADMIN_DASHBOARD),
  'GET /api/admin/dashboard/collector': any(P.COLLECTOR_DASHBOARD),
  'GET /api/admin/telemetry': any(P.READ_TELEMETRY, P.MANAGE_TELEMETRY),
  'DELETE /api/admin/telemetry': any(P.MANAGE_TELEMETRY),

  // Any signed-in user, their own notifications only (server/notifications/store.ts names the caller in every query).
  'GET /api/admin/notifications': SIGNED_IN,
  'POST /api/admin/notifications/read': SIGNED_IN,

  'GET /api/admin/data/export/:type': { kind: 'recordType', permissions: [P.MANAGE_DATA_EXPORT], access: 'read', param: 'type' },
  'POST /api/admin/data/import/:type': { kind: 'recordType', permissions: [P.MANAGE_DATA_IMPORT], access: 'write', param: 'type' },

  [`GET ${SYNC}/online-collectors`]: READ_USERS_RULE,
  [`GET ${SYNC}/queue/:collectorId`]: READ_USERS_RULE,
  [`GET ${SYNC}/commands`]: READ_USERS_RULE,
  // Cancelling also needs what sending that command needs (socketAccess COMMAND_ACCESS), checked per command.
  [`POST ${SYNC}/commands/:requestId/cancel`]: READ_USERS_RULE,
  [`GET ${SYNC}/reconciliation`]: READ_USERS_RULE,
  [`GET ${SYNC}/reconciliation/:collectorId`]: READ_USERS_RULE,
  [`PUT ${SYNC}/summary`]: COLLECTOR_API,
  [`GET ${SYNC}/reviews`]: COLLECTOR_API,
  [`POST ${SYNC}/push`]: COLLECTOR_API,
  [`PUT ${SYNC}/queue`]: COLLECTOR_API,
  [`POST ${SYNC}/verify`]: COLLECTOR_API,
  [`POST ${SYNC}/extractions`]: COLLECTOR_API,
  [`GET ${SYNC}/extractions`]: MANAGE_USERS_RULE,
  [`GET ${SYNC}/extractions/:id/download`]: MANAGE_USERS_RULE,
  [`DELETE ${SYNC}/extractions/:id`]: MANAGE_USERS_RULE,

  'GET /api/admin/duplicates': duplicatesRule('read'),
  'POST /api/admin/duplicates/check': duplicatesRule('write'),
  'GET /api/admin/duplicates/check/:id': duplicatesRule('write'),
  'POST /api/admin/duplicates/:id/resolve': duplicatesRule('write'),
  'POST /api/admin/duplicates/:id/unmerge': duplicatesRule('write'),

  'GET /api/public/summary': PUBLIC,
  'GET /api/public/indicators': PUBLIC,
  'GET /api/public/reference-indicators': PUBLIC,
  'GET /api/public/programmes': PUBLIC,
  'GET /api/public/programmes/:id': PUBLIC,
  'GET /api/admin/programmes': READ_REPORTS,
  'GET /api/admin/programmes/:id': READ_REPORTS,
  'POST /api/admin/programmes': MANAGE_REPORTS,
  'PUT /api/admin/programmes/:id': MANAGE_REPORTS,
  'POST /api/admin/programmes/:id/publish': MANAGE_REPORTS,
  'POST /api/admin/programmes/:id/unpublish': MANAGE_REPORTS,
  'GET /api/admin/reference-indicators': READ_REPORTS,
  'GET /api/admin/reference-indicators/:id': READ_REPORTS,
  'PUT /api/admin/reference-indicators/:id': MANAGE_REPORTS,
};

/** The table key of a route: HEAD shares GET's rule; `/prefix/` is the same route as `/prefix`. */
export function routeKey(method: string, url: string): string {
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return `${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${path}`;
}

export function accessRuleOf(method: string, url: string): AccessRule | undefined {
  const key = routeKey(method, url);
  return Object.hasOwn(ROUTE_ACCESS, key) ? ROUTE_ACCESS[key] : undefined;
}

/** Does the rule admit this subject (null: nobody signed in) for a route called with these path parameters? */
export function ruleAllows(rule: AccessRule, subject: PermissionSubject | null | undefined, params: Readonly<Record<string, unknown>> = {}): boolean {
  if (rule.kind === 'public') return true;
  if (!subject) return false;
  switch (rule.kind) {
    case 'signedIn':
      return true;
    case 'any':
      return hasAnyPermission(subject, rule.permissions);
    case 'all':
      return hasAllPermissions(subject, rule.permissions);
    case 'collector':
      return isCollectorRole(subject.role);
    case 'superAdmin':
      return subject.role === SUPER_ADMIN;
    case 'recordType': {
      if (!hasAnyPermission(subject, rule.permissions)) return false;
      const type = recordTypeOfPath(String(params[rule.param] ?? ''));
      // An unknown type has no permission of its own: the route's validation answers 400.
      return !type || hasAnyPermission(subject, RECORD_PERMISSIONS[type][rule.access]);
    }
  }
}

/** A rule in words, e.g. `any(read_users|manage_users)` (docs and the pinned snapshot). */
export function describeRule(rule: AccessRule): string {
  switch (rule.kind) {
    case 'any':
    case 'all':
      return `${rule.kind}(${rule.permissions.join('|')})`;
    case 'recordType':
      return `any(${rule.permissions.join('|')}) and the :${rule.param} record type's ${rule.access} permission`;
    default:
      return rule.kind;
  }
}
