/**
 * Quick first start: an empty PGlite data folder starts as a copy of the
 * migrated template, the app then runs on it as on a freshly created database, and a folder that
 * already holds a database is never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/domain/roles';
import { readReferenceWards } from '../../server/locations/reference';
import { ensurePgliteTemplate, seedPgliteFolder } from '../../server/prepare/pgliteTemplate';
import { MIGRATIONS } from '../../server/db/migrations';
import { createUser, loginToken } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

const folders: string[] = [];
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-template-'));
  folders.push(folder);
  return folder;
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite template', () => {
  it('starts an empty data folder as a copy of the migrated template, and the app runs on it', async () => {
    const template = await ensurePgliteTemplate();
    expect(template && fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const dataDir = scratch();
    expect(await seedPgliteFolder(path.join(dataDir, 'pgdata'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    // The copy already holds the default roles and the shipped ward list: the start has no rows to write.
    const copy = new PGlite(path.join(dataDir, 'pgdata'));
    const wards = await copy.query<{ count: number }>('select count(*)::int as count from wards');
    const roles = await copy.query<{ count: number }>('select count(*)::int as count from roles');
    await copy.close();
    expect(wards.rows[0].count).toBe((await readReferenceWards()).length);
    expect(roles.rows[0].count).toBe(DEFAULT_ROLES.length);

    t = await createTestApp({ config: { dataDir } });
    const applied = await t.app.db
      .selectFrom('kyselyMigration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(MIGRATIONS).length);
    const user = await createUser(t.app, { role: 'admin' });
    expect(await loginToken(t.app, user.email)).toMatch(/\./);
  });

  it('leaves a data folder that holds a database alone', async () => {
    const dataDir = scratch();
    t = await createTestApp({ config: { dataDir } });
    const user = await createUser(t.app, { role: 'admin' });
    await t.close();
    t = undefined;
    expect(await seedPgliteFolder(path.join(dataDir, 'pgdata'))).toBe(false);
    t = await createTestApp({ config: { dataDir } });
    expect((await t.app.db.selectFrom('users').select('id').where('email', '=', user.email).execute()).map((row) => row.id)).toEqual([user.id]);
  });
});
