import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './server/http/precompress';
import { collectorBuild } from './scripts/vite/collectorBuild';
import { embedBuild } from './scripts/vite/embedBuild';

const serverPort = Number(process.env.PORT ?? 8080);
const serverTarget = `http://127.0.0.1:${serverPort}`;

const RA_ROUTER_SHIM = '\0react-admin-router-shim';

/**
 * react-admin can make a hash data router of its own (createHashRouter, RouterProvider) when it is
 * not inside one; ours always is (the SPA's one BrowserRouter, DESIGN §3). Referencing them keeps
 * react-router's data router (about 18 KB gzip) in the module every public page loads, so ra-core
 * sees stand-ins that say so should that ever change.
 */
function reactAdminRouterShim(): Plugin {
  return {
    name: 'react-admin-router-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && /[\\/]node_modules[\\/]ra-core[\\/]/.test(importer)) return RA_ROUTER_SHIM;
      return null;
    },
    load(id) {
      if (id !== RA_ROUTER_SHIM) return null;
      return [
        "export * from 'react-router-dom';",
        'const outsideRouter = () => {',
        "  throw new Error('The admin app must render inside the SPA\\'s BrowserRouter (src/app/AppRoutes.tsx).');",
        '};',
        'export const createHashRouter = outsideRouter, createMemoryRouter = outsideRouter, RouterProvider = outsideRouter;',
      ].join('\n');
    },
  };
}

/**
 * Modules the public pages share once the shell is up: the figures' client (react-query), the
 * small shared public components and the MUI parts of their cards. Not the charts, the map or the
 * CSV writer, which only some pages need.
 */
const PUBLIC_COMMON = [
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
  /[\\/]src[\\/]public[\\/]components[\\/](Columns|CountText|LoadState|PageHeader|RichText|SourceNote|TextLink|format|labels|referenceTexts|usePublicData|useUrlState|visuallyHidden)\.tsx?$/,
  /[\\/]src[\\/](domain[\\/]publicData|i18n[\\/]format|providers[\\/]publicApi)\.ts$/,
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Card|CardContent|Paper)[\\/]/,
];
const isPublicCommon = (id: string) => PUBLIC_COMMON.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [reactAdminRouterShim(), react(), precompress(), collectorBuild(), embedBuild()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: serverTarget, changeOrigin: false },
      '/socket.io': { target: serverTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The first load is one file (plus the page's own chunk) instead of a score of small ones.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'public', test: isPublicCommon, priority: 1 },
          ],
        },
      },
    },
  },
});
