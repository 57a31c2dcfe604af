import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const API_FILES = ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts'];
/** API files that replace a module with vi.mock: they need modules of their own. */
export const API_FILES_MOCKING_MODULES = ['tests/api/auth.hardening.test.ts'];
/**
 * API files that run on PostgreSQL (and Redis) of their own whichever database the suite runs on:
 * the PostgreSQL leg (`npm run test:pg`, VITEST_LEG=postgres) leaves them out, as `npm test` ran
 * them already. (Vitest's --exclude on the command line does not reach a project's files.)
 */
const API_FILES_ON_POSTGRES_ALWAYS = [
  'tests/api/auth.revocationCache.{postgres,redis}.test.ts',
  'tests/api/auth.throttle.redis.test.ts',
  'tests/api/build.drivers.test.ts',
  'tests/api/cluster.*.test.ts',
  'tests/api/dbRestart.test.ts',
  'tests/api/realtime.{integrity,queue}.redis.test.ts',
  'tests/api/realtime.redis.test.ts',
  'tests/api/resilience.*.test.ts',
  'tests/api/shutdown.{bulkInvite,import,reconnect}.test.ts',
];
const POSTGRES_LEG = process.env.VITEST_LEG === 'postgres';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1); the API files wait on child
    // processes, sockets and PGlite's start much of their time, so two run side by side.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // In CI a JSON report lets .ci/run print one closing count for every runner.
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['tests/unit/domain/**/*.test.ts', 'tests/unit/i18n/**/*.test.ts', 'tests/unit/device/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/wholeCatalogues.ts'],
        },
      },
      {
        extends: true,
        // ESLint's Node API on fixture texts: the layer boundaries of DESIGN §3.
        test: { name: 'lint', include: ['tests/unit/lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/unit/{providers,ui,collect}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup-dom.ts', 'tests/helpers/wholeCatalogues.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: API_FILES,
          exclude: [...API_FILES_MOCKING_MODULES, ...(POSTGRES_LEG ? API_FILES_ON_POSTGRES_ALWAYS : [])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database, so the files of a worker share the
          // server's loaded modules instead of loading them again per file: half the time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-isolated',
          include: API_FILES_MOCKING_MODULES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
