/**
 * The layer boundaries of DESIGN §3 as eslint.config.js writes them: each rule rejects a violation
 * and accepts the legal neighbour, checked on small texts linted as if they lived in each folder.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

interface Finding {
  ruleId: string | null;
  message: string;
}

async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

async function expectRejected(file: string, code: string, ruleId: string, messagePart: string) {
  const findings = await lint(file, code);
  expect(findings).toContainEqual({ ruleId, message: expect.stringContaining(messagePart) });
}

async function expectAccepted(file: string, code: string) {
  expect(await lint(file, code)).toEqual([]);
}

describe('areas do not import each other sideways', () => {
  it('public may not import admin or resources, but may use ui and providers', async () => {
    const file = 'src/public/pages/Probe.ts';
    await expectRejected(file, "export { adminTheme } from '../../admin/theme';", 'no-restricted-imports', 'src/public may not import src/admin');
    await expectRejected(
      file,
      "export { useWards } from '../../resources/common/useWards';",
      'no-restricted-imports',
      'src/public may not import src/resources',
    );
    await expectAccepted(file, "export { PageSpinner } from '../../ui/PageSpinner';\nexport { publicApi } from '../../providers/publicApi';");
  });

  it('resources may not import admin or public, but may use providers', async () => {
    const file = 'src/resources/schools/Probe.ts';
    await expectRejected(
      file,
      "export { usePermission } from '../../admin/common/usePermission';",
      'no-restricted-imports',
      'src/resources may not import src/admin',
    );
    await expectRejected(
      file,
      "export { StandaloneFrame } from '../../public/common/StandaloneFrame';",
      'no-restricted-imports',
      'src/resources may not import src/public',
    );
    await expectAccepted(file, "export { fetchWards } from '../../providers/locationsApi';");
  });

  it('admin may use resources but not public', async () => {
    const file = 'src/admin/users/Probe.ts';
    await expectRejected(
      file,
      "export { StandaloneFrame } from '../../public/common/StandaloneFrame';",
      'no-restricted-imports',
      'src/admin may not import src/public',
    );
    await expectAccepted(file, "export { RecordShow } from '../../resources/common/RecordShow';");
  });

  it('a lazy import counts too; only app lazily loads the admin', async () => {
    const code = "export const loadAdmin = () => import('../admin/App');";
    await expectRejected('src/public/Probe.ts', code, 'no-restricted-syntax', 'src/public may not import src/admin, not even lazily');
    await expectAccepted('src/app/Probe.ts', code);
  });

  it('nothing imports app', async () => {
    await expectRejected('src/ui/Probe.ts', "export { AppRoutes } from '../app/AppRoutes';", 'no-restricted-imports', 'src/ui may not import src/app');
  });
});

describe('the web collector and the device core stay apart from the site (DESIGN §10)', () => {
  it('collect uses device, domain and i18n, never the site’s areas, MUI or fetch', async () => {
    const file = 'src/collect/screens/Probe.ts';
    await expectAccepted(file, "export { LocalStore } from '../../device/store';\nexport { DEVICE_TABLES } from '../../domain/protocol';");
    await expectRejected(file, "export { session } from '../../providers/session';", 'no-restricted-imports', 'src/collect may not import src/providers');
    await expectRejected(file, "export { default as Button } from '@mui/material/Button';", 'no-restricted-imports', 'first-load budget');
    await expectRejected(file, "export const load = () => fetch('/x');", 'no-restricted-globals', 'only through src/device');
  });

  it('device is framework-free and runs in Node and the browser; no site area imports either', async () => {
    await expectRejected('src/device/Probe.ts', "export { useState } from 'react';", 'no-restricted-imports', 'src/device is framework-free');
    await expectRejected('src/device/Probe.ts', "export { readFileSync } from 'node:fs';", 'no-restricted-imports', 'no Node modules');
    await expectRejected(
      'src/public/Probe.ts',
      "export { WebDevice } from '../collect/device/webDevice';",
      'no-restricted-imports',
      'src/public may not import src/collect',
    );
    await expectRejected('src/app/Probe.ts', "export { LocalStore } from '../device/store';", 'no-restricted-imports', 'src/app may not import src/device');
  });
});

describe('the embeddable charts are their own entry', () => {
  it('embed uses the public charts and providers, never the admin or fetch; nothing imports embed', async () => {
    const file = 'src/embed/Probe.ts';
    await expectAccepted(
      file,
      "export { BarFigure } from '../public/components/charts/BarFigure';\nexport { publicRequest } from '../providers/publicRequest';",
    );
    await expectRejected(file, "export { default as AdminApp } from '../admin/App';", 'no-restricted-imports', 'src/embed may not import src/admin');
    await expectRejected(file, "export const load = () => fetch('/x');", 'no-restricted-globals', 'Only src/providers talks to the server');
    await expectRejected(
      'src/public/Probe.ts',
      "export { EmbedApp } from '../embed/EmbedApp';",
      'no-restricted-imports',
      'src/public may not import src/embed',
    );
  });
});

describe('only providers talk to the server', () => {
  it('rejects fetch outside src/providers and accepts it inside', async () => {
    const code = "export const load = () => fetch('/health');";
    await expectRejected('src/admin/dashboard/Probe.ts', code, 'no-restricted-globals', 'Only src/providers talks to the server');
    await expectRejected(
      'src/resources/common/Probe.ts',
      "export const load = () => globalThis.fetch('/x');",
      'no-restricted-properties',
      'Only src/providers',
    );
    await expectAccepted('src/providers/Probe.ts', code);
  });

  it('rejects API URLs and the API base outside src/providers', async () => {
    const file = 'src/admin/programmes/Probe.ts';
    await expectRejected(
      file,
      'export const url = (id: number) => `${location.origin}/api/admin/programmes/${id}`;',
      'no-restricted-syntax',
      'No API URLs outside src/providers',
    );
    await expectRejected(file, "export const url = '/api/admin/programmes';", 'no-restricted-syntax', 'No API URLs');
    await expectRejected(file, "export { apiUrl } from '../../providers/apiUrl';", 'no-restricted-imports', 'Only src/providers');
    await expectAccepted(file, "export const route = '/admin/programmes';\nexport { setProgrammePublished } from '../../providers/programmesApi';");
    await expectAccepted('src/providers/Probe.ts', "import { apiUrl } from './apiUrl';\nexport const url = `${apiUrl}/admin/programmes`;");
  });
});

describe('domain uses only the language', () => {
  const file = 'src/domain/Probe.ts';

  it('rejects browser and Node globals', async () => {
    await expectRejected(file, 'export const title = (): string => document.title;', 'no-undef', "'document' is not defined");
    await expectRejected(file, 'export const port = (): string | undefined => process.env.PORT;', 'no-undef', "'process' is not defined");
    await expectAccepted(
      file,
      'export const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);\nexport const index = new Map<string, number>();',
    );
  });

  it('rejects Node modules, frameworks and other areas', async () => {
    await expectRejected(file, "export { readFile } from 'node:fs';", 'no-restricted-imports', 'no Node modules');
    await expectRejected(file, "export { join } from 'path';", 'no-restricted-imports', 'no Node modules');
    await expectRejected(file, "export { useState } from 'react';", 'no-restricted-imports', 'framework-free');
    await expectRejected(file, "export { session } from '../providers/session';", 'no-restricted-imports', 'src/domain may not import src/providers');
    await expectAccepted(file, "export { z } from 'zod';\nexport { SUPER_ADMIN } from './permissions';");
  });
});

describe('the record generator stays below the seed and the agent', () => {
  const file = 'generator/Probe.ts';

  it('uses the domain and faker, never server, collector, other src areas or Node modules', async () => {
    await expectRejected(file, "export { buildApp } from '../server/app';", 'no-restricted-imports', 'generator/ may import only src/domain');
    await expectRejected(file, "export { startAgent } from '../collector/agent';", 'no-restricted-imports', 'generator/ may import only src/domain');
    await expectRejected(file, "export { session } from '../src/providers/session';", 'no-restricted-imports', 'generator/ may import only src/domain');
    await expectRejected(file, "export { createHash } from 'node:crypto';", 'no-restricted-imports', 'no Node modules');
    await expectAccepted(file, "export { SEXES } from '../src/domain/records';\nexport { Faker } from '@faker-js/faker';");
  });

  it('is not imported by the domain', async () => {
    await expectRejected(
      'src/domain/Probe.ts',
      "export { Rng } from '../../generator';",
      'no-restricted-imports',
      'src/domain may not import server, collector or generator code',
    );
  });
});

describe('the floors of server/, seed/ and collector/', () => {
  const rule = 'floors/no-upward-import';

  it('server/db imports only its own folder and src/domain', async () => {
    const file = 'server/db/Probe.ts';
    await expectRejected(file, "export { ensureDefaultRoles } from '../accounts/defaultRoles';", rule, 'server/db imports only its own folder and src/domain');
    await expectRejected(file, "export type { NotificationItem } from '../../src/i18n/en';", rule, 'server/db imports only its own folder and src/domain');
    await expectRejected(
      'server/db/migrations/Probe.ts',
      "export { RECORD_DEFS } from '../../records';",
      rule,
      'server/db imports only its own folder and src/domain',
    );
    await expectAccepted(
      file,
      "export type { Database } from './schema';\nexport type { CommandStatus } from '../../src/domain/recordQuality';\nexport { sql } from 'kysely';",
    );
  });

  it('a service never imports routes or the entry files; routes never import the entry files', async () => {
    const service = 'server/records/Probe.ts';
    await expectRejected(service, "export { default as recordRoutes } from '../routes/records';", rule, 'A server service may not import server/routes');
    await expectRejected(service, "export { buildApp } from '../app';", rule, 'A server service may not import server/routes or the entry files');
    await expectRejected(service, "export const start = () => import('../startup');", rule, 'A server service may not import server/routes or the entry files');
    await expectRejected('server/routes/Probe.ts', "export { buildApp } from '../app';", rule, 'server/routes may not import the entry files');
    await expectAccepted(
      service,
      "export { writeAudit } from '../audit';\nexport type { Db } from '../db/connection';\nexport { RECORD_TYPES } from '../../src/domain/records';",
    );
    await expectAccepted('server/routes/Probe.ts', "export { RECORD_DEFS } from '../records';");
  });

  it('server/ runs the demo seed only from its start-up files, and never imports the agent, scripts or tests', async () => {
    await expectRejected('server/records/Probe.ts', "export { seedRecords } from '../../seed/records';", rule, 'server/ may not import seed/');
    await expectRejected('server/Probe.ts', "export { seedRecords } from '../seed/records';", rule, 'server/ may not import seed/');
    await expectRejected('server/realtime/Probe.ts', "export { startAgent } from '../../collector/agent';", rule, 'server/ may not import collector/');
    await expectRejected('server/Probe.ts', "export { createTestApp } from '../tests/helpers/testApp';", rule, 'server/ may not import tests/');
    await expectAccepted('server/startup.ts', "export { seedDemoProgrammes } from '../seed/programmes';");
  });

  it('seed/ sits on the services and below the command line; collector/ never reaches into the server', async () => {
    await expectRejected('seed/records/Probe.ts', "export { buildApp } from '../../server/app';", rule, 'Only seed/cli.ts starts the app');
    await expectRejected('seed/Probe.ts', "export { default as routes } from '../server/routes/records';", rule, 'seed/ may not import server/routes');
    await expectRejected('seed/Probe.ts', "export { startAgent } from '../collector/agent';", rule, 'seed/ may not import collector');
    await expectAccepted('seed/cli.ts', "export { buildApp } from '../server/app';");
    await expectAccepted('seed/records/Probe.ts', "export { RECORD_DEFS } from '../../server/records';\nexport { Rng } from '../../generator';");
    await expectRejected('collector/Probe.ts', "export { RECORD_DEFS } from '../server/records';", rule, 'collector/ may not import server/');
    await expectRejected('collector/Probe.ts', "export { seedRecords } from '../seed/records';", rule, 'collector/ may not import seed/');
    await expectAccepted('collector/Probe.ts', "export { Rng } from '../generator';\nexport { EVENTS } from '../src/domain/protocol';");
  });
});

describe('routes call services', () => {
  const file = 'server/routes/Probe.ts';

  it('refuses a database statement or SQL in a route file, and accepts a service call', async () => {
    await expectRejected(
      file,
      "import type { Db } from '../db/connection';\nexport const names = (db: Db) => db.selectFrom('users').select('fullName').execute();",
      'no-restricted-syntax',
      'No database statement in a route (selectFrom)',
    );
    await expectRejected(
      file,
      "import type { Db } from '../db/connection';\nexport const purge = (db: Db) => db.transaction().execute(async () => undefined);",
      'no-restricted-syntax',
      'No database statement in a route (transaction)',
    );
    await expectRejected(
      file,
      "import { sql } from 'kysely';\nimport type { Db } from '../db/connection';\nexport const ping = (db: Db) => sql`select 1`.execute(db);",
      'no-restricted-syntax',
      'No SQL in a route',
    );
    await expectAccepted(
      file,
      "import type { Db } from '../db/connection';\nimport { pingDatabase } from '../db/connection';\nexport const ping = (db: Db) => pingDatabase(db);",
    );
  });
});
