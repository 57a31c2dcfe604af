import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { floors } from './eslint.floors.js';

/**
 * The areas of src/ (DESIGN §3) and the areas each may NOT import. Directions: app → admin →
 * resources → providers → domain, app → public → providers; every browser area may use ui/ and
 * i18n/; public, resources and admin never import each other sideways (admin may use resources);
 * nothing imports app/.
 */
const FORBIDDEN_AREAS = {
  app: ['collect', 'device', 'embed'],
  admin: ['app', 'public', 'collect', 'device', 'embed'],
  resources: ['app', 'admin', 'public', 'collect', 'device', 'embed'],
  public: ['app', 'admin', 'resources', 'collect', 'device', 'embed'],
  ui: ['app', 'admin', 'resources', 'public', 'collect', 'device', 'embed'],
  i18n: ['app', 'admin', 'resources', 'public', 'collect', 'device', 'embed'],
  providers: ['app', 'admin', 'resources', 'public', 'collect', 'device', 'embed'],
  domain: ['app', 'admin', 'resources', 'public', 'ui', 'i18n', 'providers', 'collect', 'device', 'embed'],
  // The device's protocol client (DESIGN §10): the collector agent and the web collector share it.
  device: ['app', 'admin', 'resources', 'public', 'ui', 'i18n', 'providers', 'collect', 'embed'],
  // The web collector, its own entry (/collect): it speaks only the device protocol, through src/device.
  collect: ['app', 'admin', 'resources', 'public', 'ui', 'providers', 'embed'],
  // The embeddable charts, their own entry (/embed): the public charts' specs without the site.
  embed: ['app', 'admin', 'resources', 'collect', 'device'],
};

/** Areas whose code talks to the server only through src/providers (domain has no fetch at all). */
const BROWSER_AREAS = ['app', 'ui', 'i18n', 'public', 'resources', 'admin', 'embed'];

const NO_NODE_MODULES = 'src/domain uses no Node modules (it runs in the browser too).';
const ONLY_PROVIDERS = 'Only src/providers talks to the server: add a function there and call it.';

/** A relative import that climbs out of its folder into `area` (folder names under src/ are unique). */
const intoArea = (area) => `^(\\.\\./)+${area}(/|$)`;

function importRestrictions(area) {
  const patterns = FORBIDDEN_AREAS[area].map((target) => ({
    regex: intoArea(target),
    message: `src/${area} may not import src/${target} (DESIGN §3).`,
  }));
  if (BROWSER_AREAS.includes(area)) {
    patterns.push({ regex: '(^|/)providers/(apiUrl|httpClient)$', message: ONLY_PROVIDERS });
  }
  if (area === 'device') {
    patterns.push(
      {
        group: ['react', 'react-*', 'react/*', '@mui/*', 'ra-*', 'fastify', 'fastify-*', 'kysely'],
        message: 'src/device is framework-free: the agent runs it in Node.',
      },
      { regex: '^node:', message: 'src/device uses no Node modules (the web collector runs it in the browser).' },
    );
  }
  if (area === 'collect') {
    patterns.push({ group: ['@mui/*', 'ra-*', 'react-admin'], message: 'The web collector stays within its first-load budget: plain React and its own CSS.' });
  }
  if (area === 'domain') {
    patterns.push(
      { group: ['react', 'react-*', 'react/*', '@mui/*', 'ra-*', 'fastify', 'fastify-*', 'kysely', 'socket.io*'], message: 'src/domain is framework-free.' },
      { regex: '(^|/)(server|collector|generator)(/|$)', message: 'src/domain may not import server, collector or generator code.' },
      { regex: '^node:', message: NO_NODE_MODULES },
    );
  }
  const paths = area === 'domain' || area === 'device' ? builtinModules.map((name) => ({ name, message: NO_NODE_MODULES })) : [];
  return patterns.length > 0 ? { 'no-restricted-imports': ['error', { patterns, paths }] } : {};
}

function syntaxRestrictions(area) {
  const selectors = FORBIDDEN_AREAS[area].map((target) => ({
    selector: `ImportExpression[source.value=/${intoArea(target).replace(/\//g, '\\/')}/]`,
    message: `src/${area} may not import src/${target}, not even lazily (DESIGN §3).`,
  }));
  if (BROWSER_AREAS.includes(area)) {
    selectors.push(
      { selector: 'Literal[value=/(^|[^\\w.])\\/api(\\/|$)/]', message: `No API URLs outside src/providers. ${ONLY_PROVIDERS}` },
      { selector: 'TemplateElement[value.raw=/(^|[^\\w.])\\/api(\\/|$)/]', message: `No API URLs outside src/providers. ${ONLY_PROVIDERS}` },
    );
  }
  return selectors.length > 0 ? { 'no-restricted-syntax': ['error', ...selectors] } : {};
}

const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'EventSource'];

const ONLY_DEVICE = 'The web collector talks to the server only through src/device (the device protocol).';

function networkRestrictions(area) {
  if (!BROWSER_AREAS.includes(area) && area !== 'collect') return {};
  const message = area === 'collect' ? ONLY_DEVICE : ONLY_PROVIDERS;
  return {
    'no-restricted-globals': ['error', ...NETWORK_GLOBALS.map((name) => ({ name, message }))],
    'no-restricted-properties': ['error', ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message }))],
  };
}

const boundaryConfigs = Object.keys(FORBIDDEN_AREAS).map((area) => ({
  files: [`src/${area}/**/*.{ts,tsx}`],
  rules: { ...importRestrictions(area), ...syntaxRestrictions(area), ...networkRestrictions(area) },
}));

/**
 * generator/, the record generator that the demo seed (server/) and the collector agent
 * (collector/) share: it uses src/domain and faker only, so the agent never loads server code.
 */
const GENERATOR_ONLY = 'generator/ may import only src/domain (DESIGN §3): the seed and the agent use it, never the reverse.';
const generatorConfig = {
  files: ['generator/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+(server|collector|scripts|bench|tests)(/|$)', message: GENERATOR_ONLY },
          { regex: '^(\\.\\./)+src/(?!domain(/|$))', message: GENERATOR_ONLY },
          { regex: '^node:', message: 'generator/ uses no Node modules: it only computes records.' },
        ],
        paths: builtinModules.map((name) => ({ name, message: 'generator/ uses no Node modules: it only computes records.' })),
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'bench/results', 'data', '.data', 'build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    ignores: ['src/domain/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The domain runs in the browser, the server and the collector: the language only, no host
    // globals (typescript-eslint turns no-undef off; here it is what enforces that).
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: { 'no-undef': 'error' },
  },
  ...boundaryConfigs,
  {
    // The collector's service worker serves its cached shell and hands everything else to the network.
    files: ['src/collect/sw/worker.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  generatorConfig,
  {
    files: ['server/**/*.ts', 'seed/**/*.ts', 'collector/**/*.ts'],
    plugins: { floors },
    rules: { 'floors/no-upward-import': 'error' },
  },
  {
    // A route checks, calls a service and answers: the database statements live in the services.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'transaction'].map((method) => ({
          selector: `CallExpression[callee.property.name='${method}']`,
          message: `No database statement in a route (${method}): put it in a service of its area and call that.`,
        })),
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'No SQL in a route: put it in a service of its area and call that.' },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which are not React hooks.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
