/**
 * Bad input never reaches the database as a 500 ("Inputs"): every write route, every
 * list filter and every path parameter the app registers gets a corpus of bad values (NUL, lone
 * surrogates, 1 MB strings, 2^31, -1, NaN-like strings, wrong types, unknown enum values, nested
 * objects). Each answer is 4xx, a 400 names the field, and no table gains or loses a row.
 */
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createRole, createUser, loginToken } from '../helpers/fixtures';
import { insertRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { FILTERS, GET_WITHOUT_FILTERS, WRITE_SAMPLES, fieldKind, type Kind } from './inputFuzz.samples';

interface BadValue {
  name: string;
  value: unknown;
  /** The field kinds this value is sent to (and must be refused by). */
  kinds: readonly Kind[];
}

const TEXTUAL: readonly Kind[] = ['text', 'enum', 'date', 'int', 'float', 'flag', 'list'];
const NON_TEXT: readonly Kind[] = ['int', 'float', 'flag', 'list'];
const NUMERIC: readonly Kind[] = ['int', 'float'];
const CORPUS: readonly BadValue[] = [
  { name: 'NUL inside', value: 'ab\u0000cd', kinds: TEXTUAL },
  { name: 'lone high surrogate', value: 'ab\uD800cd', kinds: TEXTUAL },
  { name: 'lone low surrogate', value: '\uDC00', kinds: TEXTUAL },
  { name: '1 MB string', value: 'x'.repeat(1024 * 1024), kinds: TEXTUAL },
  { name: '2^31', value: 2 ** 31, kinds: ['text', 'enum', 'date', 'int', 'flag', 'list'] },
  { name: '-1', value: -1, kinds: ['text', 'enum', 'date', 'int', 'flag', 'list'] },
  { name: 'NaN text', value: 'NaN', kinds: [...NUMERIC, 'date', 'flag', 'enum'] },
  { name: 'Infinity text', value: 'Infinity', kinds: [...NUMERIC, 'date', 'flag', 'enum'] },
  { name: '1e308 text', value: '1e308', kinds: [...NUMERIC, 'date', 'flag', 'enum'] },
  { name: 'boolean', value: true, kinds: ['text', 'enum', 'date', 'int', 'float', 'list'] },
  { name: 'array with NUL', value: ['a\u0000'], kinds: TEXTUAL },
  { name: 'list of 2^31', value: [2 ** 31], kinds: ['int', 'list'] },
  { name: 'nested object', value: { nested: { deeper: 'a\u0000', n: 2 ** 31 } }, kinds: TEXTUAL },
  { name: 'unknown enum value', value: 'not-a-choice', kinds: ['enum'] },
  { name: 'empty object', value: {}, kinds: [...NON_TEXT, 'text', 'enum', 'date'] },
];

/** Values that may pass as list filters (they only find nothing) but must never answer 5xx. */
const FILTER_MUST_REFUSE = new Set(['NUL inside', 'lone high surrogate', 'lone low surrogate', 'array with NUL', 'nested object', 'list of 2^31']);

const PATH_VALUES = ['%00', 'a%00b', '2147483648', '-1', 'NaN', 'Infinity', '1e308', '%ED%A0%80', '%5B%5D'];

let t: TestApp;
let app: FastifyInstance;
let adminToken: string;
let collectorToken: string;
let ids: Record<string, number>;
let remote = 0;
const failures: string[] = [];

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(app.db);
    counts[name] = rows[0].n;
  }
  return counts;
}

const PATH_DEFAULTS: Record<string, string> = { type: 'schools', state: 'kano', lga: 'nassarawa' };

function fillPath(url: string, values: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? PATH_DEFAULTS[name] ?? String(ids[name] ?? ids.id));
}

function send(method: string, url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse> {
  remote += 1;
  const headers = token ? bearer(token) : {};
  // A fresh address per call keeps per-address rate limits from answering 429 instead of validating.
  const remoteAddress = `10.${(remote >> 16) & 255}.${(remote >> 8) & 255}.${remote & 255}`;
  return app.inject({ method: method as 'POST', url, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
function encodeQueryText(text: string): string {
  return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

function setAt(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy;
}

/** Records what is wrong with one answer (collected so one run lists every failing case). */
function judge(what: string, response: LightMyRequestResponse, field: string | null, mustRefuse: boolean, perRecord = false): void {
  const status = response.statusCode;
  if (status >= 500) return void failures.push(`${what}: ${status} ${response.body.slice(0, 200)}`);
  if (perRecord && status === 200) {
    const outcome = (response.json() as { data: { status: string; errors?: Record<string, string> }[] }).data[0];
    if (outcome.status !== 'failed') failures.push(`${what}: record stored (${outcome.status})`);
    else if (field && !Object.keys(outcome.errors ?? {}).some((key) => key.split('.').includes(field)))
      failures.push(`${what}: no message for ${field}: ${JSON.stringify(outcome.errors)}`);
    return;
  }
  if (mustRefuse && status < 400) return void failures.push(`${what}: accepted (${status})`);
  // A path that is not valid UTF-8 is refused by the router before any route (and its fields) is known.
  if (status === 400 && field && (response.json() as { code?: string }).code !== 'FST_ERR_BAD_URL') {
    const errors = (response.json() as { errors?: Record<string, string> }).errors ?? {};
    if (!Object.keys(errors).some((key) => key.split('.').includes(field)))
      failures.push(`${what}: 400 without a message for ${field}: ${response.body.slice(0, 200)}`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const admin = await createUser(app, { role: 'super_admin' });
  adminToken = await loginToken(app, admin.email);
  const collector = await createUser(app, { role: 'collector' });
  collectorToken = await loginToken(app, collector.email);
  const invited = await createUser(app, { role: 'executive' });
  const school = await insertRow(app, 'schools', { schoolName: 'Fuzz School', state: 'kano' });
  const community = await insertRow(app, 'communities', { name: 'Fuzz Community', state: 'kano' });
  ids = {
    id: invited.id,
    schools: school,
    learners: await insertRow(app, 'learners', { firstName: 'Fuzz', schoolId: school }),
    staff: await insertRow(app, 'staff', { fullName: 'Fuzz Staff', schoolId: school }),
    communities: community,
    households: await insertRow(app, 'households', { householdHead: 'Fuzz Head', communityId: community }),
    'oos-children': await insertRow(app, 'outOfSchoolChildren', { firstName: 'Fuzz' }),
    collectorId: collector.id,
    roles: await createRole(app, `fuzz_target_${Date.now()}`, ['read_schools']),
  };
  const programme = await app.db.selectFrom('programmes').select('id').executeTakeFirst();
  const figure = await app.db.selectFrom('referenceIndicators').select('id').executeTakeFirst();
  if (programme) ids.programmes = programme.id;
  if (figure) ids['reference-indicators'] = figure.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The id of the record type a URL names (`/api/admin/schools/:id` → the seeded school). */
function idFor(url: string): Record<string, string> {
  const resource = Object.keys(ids).find((name) => url.includes(`/${name}/`));
  return resource ? { id: String(ids[resource]) } : {};
}

describe('bad input answers 4xx with field messages and writes nothing', () => {
  it('every registered write route and filtered list has a sample (so new routes are fuzzed too)', () => {
    const missing = app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => (key.startsWith('GET ') ? !(key in FILTERS) && !GET_WITHOUT_FILTERS.includes(key) : !(key in WRITE_SAMPLES)));
    expect(missing).toEqual([]);
  });

  it('survives the corpus on every route without a 5xx and without changing a row count', async () => {
    const before = await rowCounts();
    let requests = 0;

    for (const route of app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const sample = WRITE_SAMPLES[key];
      const token = sample?.as === 'collector' ? collectorToken : adminToken;

      // Every path parameter, on every route (GET included).
      for (const name of paramNames) {
        for (const raw of PATH_VALUES) {
          const url = fillPath(route.url, { ...idFor(route.url), [name]: raw });
          const response = await send(route.method, url, token, sample?.body ? sample.body() : undefined);
          requests += 1;
          // Ids must be refused; a text parameter (a state slug) may simply find nothing, unless it holds a NUL.
          judge(`${key} :${name}=${raw}`, response, name, /id$/i.test(name) || raw.includes('%00'));
        }
      }

      if (route.method !== 'GET' && sample?.body) {
        const url = fillPath(route.url, idFor(route.url));
        const valid = sample.body();
        for (const field of sample.fields ?? Object.keys(valid)) {
          const kind = fieldKind(sample, field, valid);
          for (const bad of CORPUS.filter((entry) => entry.kinds.includes(kind) && !sample.allow?.[field]?.includes(entry.name))) {
            const response = await send(route.method, url, token, setAt(sample.body(), field, bad.value));
            requests += 1;
            judge(`${key} body.${field} = ${bad.name}`, response, field.split('.').pop()!, true, sample.perRecord && field.includes('.data.'));
          }
        }
      }

      const filters = FILTERS[key];
      if (filters) {
        const url = fillPath(route.url, idFor(route.url));
        const plain = filters.dialect === 'plain';
        for (const [name, kind] of Object.entries(filters.keys)) {
          // A plain query parameter is always text: only texts and numbers mean something there.
          for (const bad of CORPUS.filter((entry) => entry.kinds.includes(kind) && (!plain || ['string', 'number'].includes(typeof entry.value)))) {
            const query = plain ? `${name}=${encodeQueryText(String(bad.value))}` : `filter=${encodeURIComponent(JSON.stringify({ [name]: bad.value }))}`;
            const response = await send(route.method, `${url}?${query}`, token);
            requests += 1;
            const refuse = plain
              ? bad.name === 'NUL inside' || (kind === 'int' && bad.name === '2^31')
              : FILTER_MUST_REFUSE.has(bad.name) || (['int', 'list'].includes(kind) && bad.name.includes('2^31'));
            judge(`${key} filter ${name} = ${bad.name}`, response, name, refuse);
          }
        }
      }
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
    expect(requests).toBeLessThan(4000);
    expect(await rowCounts()).toEqual(before);
  }, 600_000);
});
