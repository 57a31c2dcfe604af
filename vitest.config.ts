import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // In CI a JSON report lets .ci/run print one closing count for every runner.
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['tests/unit/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/unit/{providers,ui}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
