/**
 * A plausible valid request and an invalid one for every API route, keyed like the route–permission
 * table (`METHOD /api/url/:param`). Ids are ones that do not exist (999999), so an allowed change
 * answers 404 instead of touching fixtures. A write route without a sample fails the access matrix.
 */
import crypto from 'node:crypto';
import { IMPORT_FILE_FIELD } from '../../src/domain/dataTransfer';
import { EXTRACTION_UPLOAD_FIELD } from '../../src/domain/protocol';

export interface SampleRequest {
  url: string;
  payload?: string | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface RouteSample {
  valid: SampleRequest;
  invalid: SampleRequest;
}

export interface SampleContext {
  /** A role with no permission: anyone who may invite may invite into it. */
  emptyRoleId: number;
  emptyRoleName: string;
  /** An account that can sign in (the login sample). */
  loginEmail: string;
  loginPassword: string;
  /** An open pair of two children (a caller who may not write every duplicate type gets 403 for an unknown pair). */
  duplicatePairId: number;
}

const MISSING_ID = '999999';
const VALID_PARAMS: Record<string, string> = { id: MISSING_ID, collectorId: MISSING_ID, type: 'schools', state: 'kano', lga: 'kano-municipal' };

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** The route pattern with its parameters filled in: existing shapes, missing records. */
function fillUrl(url: string, params: Record<string, string> = VALID_PARAMS): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? MISSING_ID).replace(/\*$/, 'swagger-ui.css');
}

/** Parameters and query that fail validation (the record type stays valid: its permission is part of the rule). */
function invalidUrl(url: string): string {
  const path = url.replace(/:(\w+)/g, (_m, name: string) => (name === 'type' ? 'schools' : 'not-a-number'));
  return `${fillUrl(path)}?range=oops&unknownField=1`;
}

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string }): SampleRequest & { url: '' } {
  const boundary = `matrix${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
  );
  return { url: '', payload: parts.join(''), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const RECORD_WRITE = /^PUT \/api\/admin\/(schools|learners|staff|communities|oos-children)\/:id$|^PUT \/api\/admin\/households\/:id\/[a-z-]+$/;

/** Bodies (and queries) of the routes that need one; the rest send none. */
function bodies(ctx: SampleContext): Record<string, () => { valid: Omit<SampleRequest, 'url'> & { query?: string }; invalid?: Omit<SampleRequest, 'url'> }> {
  const csv = (content: string) => ({ field: IMPORT_FILE_FIELD, name: 'matrix.csv', type: 'text/csv', content });
  return {
    'POST /api/admin/auth/login': () => ({ valid: { payload: { email: ctx.loginEmail, password: ctx.loginPassword } }, invalid: { payload: { email: 7 } } }),
    'POST /api/admin/auth/forgot-password': () => ({ valid: { payload: { email: `${unique('nobody')}@example.org` } } }),
    'POST /api/admin/auth/reset-password': () => ({
      valid: { payload: { email: `${unique('nobody')}@example.org`, code: '123456', newPassword: 'Another-Horse-43' } },
    }),
    'POST /api/admin/auth/accept-invitation': () => ({
      valid: { payload: { token: 'x'.repeat(43), email: `${unique('nobody')}@example.org`, password: 'Another-Horse-43' } },
    }),
    'PUT /api/admin/auth/profile': () => ({ valid: { payload: { fullName: 'Matrix Person', phone: '' } } }),
    // A wrong current password: allowed callers get a 400 and nobody's password changes.
    'POST /api/admin/auth/change-password': () => ({ valid: { payload: { currentPassword: 'Not-The-Password-9', newPassword: 'Another-Horse-43' } } }),
    'POST /api/admin/user-management/invite': () => ({
      valid: { payload: { fullName: 'Matrix Invitee', email: `${unique('invitee')}@example.org`, roleId: ctx.emptyRoleId } },
    }),
    'PUT /api/admin/user-management/edit': () => ({
      valid: { payload: { id: Number(MISSING_ID), fullName: 'Nobody Here' } },
      invalid: { payload: { id: 'x', unknownField: 1 } },
    }),
    'POST /api/admin/user-management/roles': () => ({ valid: { payload: { name: unique('matrix_'), displayName: 'Matrix role', permissions: [] } } }),
    'PUT /api/admin/user-management/roles/:id': () => ({ valid: { payload: { displayName: 'Matrix role' } } }),
    'POST /api/admin/user-management/bulk-invite/upload': () => ({
      valid: multipart({}, { ...csv(`fullName,email,role\nMatrix Bulk,${unique('bulk')}@example.org,${ctx.emptyRoleName}\n`), field: 'csvFile' }),
    }),
    'POST /api/admin/locations/wards/dry-run': () => ({
      valid: { payload: { csv: 'state,lga,ward\nnowhere,nowhere,Matrix Ward\n' } },
      invalid: { payload: { csv: 7 } },
    }),
    'POST /api/admin/locations/wards/import': () => ({
      valid: { payload: { csv: 'state,lga,ward\nnowhere,nowhere,Matrix Ward\n' } },
      invalid: { payload: { csv: 7 } },
    }),
    // An unknown state: allowed callers get the plan of a rejected row, and no estimate is written.
    'POST /api/admin/population/dry-run': () => ({
      valid: { payload: { csv: 'state,lga,age_group,sex,year,population,source,licence\nnowhere,,6-11,total,2024,1,Matrix,CC0\n' } },
      invalid: { payload: { csv: 7 } },
    }),
    'POST /api/admin/population/import': () => ({
      valid: { payload: { csv: 'state,lga,age_group,sex,year,population,source,licence\nnowhere,,6-11,total,2024,1,Matrix,CC0\n' } },
      invalid: { payload: { csv: 7 } },
    }),
    'DELETE /api/admin/telemetry': () => ({ valid: { query: 'before=2000-01-01' } }),
    'GET /api/admin/data/export/:type': () => ({ valid: { query: 'from=2000-01-01' } }),
    'GET /api/admin/search': () => ({ valid: { query: 'q=matrix' } }),
    'POST /api/admin/data/import/:type': () => ({ valid: multipart({ dryRun: 'true' }, csv('uuid,schoolName\n')) }),
    'POST /api/admin/sync/push': () => ({ valid: { payload: { records: [{ table: 'schools', localUUID: unique('matrix-uuid-'), data: {} }] } } }),
    'PUT /api/admin/sync/queue': () => ({ valid: { payload: { payload: [] } }, invalid: { payload: { payload: 'x' } } }),
    'PUT /api/admin/sync/summary': () => ({ valid: { payload: { tables: {} } }, invalid: { payload: { tables: 'x' } } }),
    'POST /api/admin/sync/verify': () => ({ valid: { payload: { items: [{ table: 'schools', localUUID: 'matrix-uuid' }] } } }),
    'POST /api/admin/sync/extractions': () => ({
      valid: multipart(
        { requestId: unique('matrix-'), command: 'extractAllData', summary: '{}' },
        { field: EXTRACTION_UPLOAD_FIELD, name: 'bundle.json.gz', type: 'application/gzip', content: 'matrix' },
      ),
    }),
    'POST /api/admin/programmes': () => ({ valid: { payload: { title: 'Matrix programme', status: 'active', states: ['kano'] } } }),
    'PUT /api/admin/programmes/:id': () => ({ valid: { payload: { title: 'Matrix programme' } } }),
    'PUT /api/admin/reference-indicators/:id': () => ({ valid: { payload: { title: 'Matrix figure' } } }),
    ...Object.fromEntries(
      ['schools', 'learners', 'staff', 'communities', 'households', 'oos-children'].map((path) => [
        `POST /api/admin/${path}/:id/review`,
        () => ({ valid: { payload: { state: 'approved' } }, invalid: { payload: { state: 'maybe' } } }),
      ]),
    ),
    // The record bins: a delete needs its reason; a restore has no body.
    ...Object.fromEntries(
      ['schools', 'learners', 'staff', 'communities', 'households', 'oos-children'].flatMap((path) => [
        [`DELETE /api/admin/${path}/:id`, () => ({ valid: { payload: { reason: 'Matrix delete' } }, invalid: { payload: { reason: '' } } })],
        [`POST /api/admin/${path}/:id/restore`, () => ({ valid: {}, invalid: { payload: { unknownField: 1 } } })],
      ]),
    ),
    'GET /api/admin/sync/reviews': () => ({ valid: { query: 'since=2000-01-01T00:00:00Z' } }),
    // A check of a state without records: the job starts and finds nothing.
    'POST /api/admin/duplicates/check': () => ({ valid: { payload: { type: 'oos-children', state: 'nowhere' } }, invalid: { payload: { type: 'schools' } } }),
    'POST /api/admin/duplicates/:id/resolve': () => ({ valid: { payload: { action: 'distinct' } }, invalid: { payload: { action: 'maybe' } } }),
    'POST /api/admin/duplicates/:id/unmerge': () => ({ valid: {}, invalid: { payload: { unknownField: 1 } } }),
    'POST /api/admin/notifications/read': () => ({ valid: { payload: { ids: [Number(MISSING_ID)] } }, invalid: { payload: { ids: 'x' } } }),
  };
}

/** The two requests of a route; throws for a write route nobody gave a body. */
export function sampleFor(key: string, ctx: SampleContext): RouteSample {
  const [method, url] = key.split(' ');
  const make = bodies(ctx)[key];
  const extraPath =
    key.startsWith('GET /api/admin/sync/extractions/:id') || key === 'DELETE /api/admin/sync/extractions/:id'
      ? { id: crypto.randomUUID() }
      : /^POST \/api\/admin\/duplicates\/:id\//.test(key)
        ? { id: String(ctx.duplicatePairId) }
        : undefined;
  const path = fillUrl(url, { ...VALID_PARAMS, ...extraPath });
  if (make) {
    const { valid, invalid } = make();
    const { query, ...request } = valid;
    return {
      valid: { ...request, url: `${path}${query ? `?${query}` : ''}` },
      invalid: invalid
        ? { ...invalid, url: path }
        : method === 'GET' || method === 'DELETE'
          ? { url: invalidUrl(url) }
          : { url: path, payload: { unknownField: 1 } },
    };
  }
  if (RECORD_WRITE.test(key)) return { valid: { url: path, payload: {} }, invalid: { url: path, payload: { unknownField: 1 } } };
  if (method === 'POST' || method === 'PUT') {
    // Actions without a body (resend, revoke, publish, refresh, logout, cancel): a stray body is the invalid one.
    if (/\/(resend-invitation|revoke-invitation|publish|unpublish|refresh|logout|cancel)$/.test(url))
      return { valid: { url: path }, invalid: { url: invalidUrl(url), payload: { unknownField: 1 } } };
    throw new Error(`No sample body for ${key}: add one to tests/helpers/routeSamples.ts`);
  }
  return { valid: { url: path }, invalid: { url: invalidUrl(url) } };
}
