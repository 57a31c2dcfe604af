/** Shared by the population API tests: uploads, the stored table, the audit rows. */
import { expect } from 'vitest';
import type { PopulationSourcesAnswer } from '../../src/domain/api/population';
import { POPULATION_CSV_COLUMNS, POPULATION_DRY_RUN_PATH, POPULATION_IMPORT_PATH, POPULATION_SOURCES_PATH } from '../../src/domain/population';
import type { TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

export const IMPORT_URL = `/api${POPULATION_IMPORT_PATH}`;
export const DRY_RUN_URL = `/api${POPULATION_DRY_RUN_PATH}`;
export const SOURCES_URL = `/api${POPULATION_SOURCES_PATH}`;
export const HEADER = POPULATION_CSV_COLUMNS.join(',');

export const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');

export async function adminToken(t: TestApp): Promise<string> {
  return loginToken(t.app, (await createUser(t.app, { role: 'admin' })).email);
}

export function upload(t: TestApp, token: string | null, body: string | Buffer, as: 'csv' | 'json' = 'csv', url = IMPORT_URL) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': as === 'csv' ? 'text/csv; charset=utf-8' : 'application/json' },
    payload: as === 'csv' ? body : JSON.stringify({ csv: String(body) }),
  });
}

/** The whole table in a stable order (times included, so an untouched row reads the same). */
export const populationTable = (t: TestApp) =>
  t.app.db
    .selectFrom('populationEstimates')
    .select(['state', 'lga', 'ageGroup', 'sex', 'year', 'population', 'source', 'licence', 'demo', 'updatedBy', 'updatedAt'])
    .orderBy('state')
    .orderBy('lga')
    .orderBy('ageGroup')
    .orderBy('sex')
    .orderBy('year')
    .execute();

export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('auditLogs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', 'population')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sources(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: SOURCES_URL });
  expect(response.statusCode).toBe(200);
  return response.json() as PopulationSourcesAnswer;
}
