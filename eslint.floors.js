/**
 * The floors of server/, seed/ and collector/ (docs: DESIGN §3, §10), as one local ESLint rule
 * that resolves each relative import against the importing file and checks the pair:
 *
 * - server/db imports nothing of the app but src/domain (and its own folder);
 * - the services (every other server/ folder) never import server/routes or the entry files
 *   (app, startup, startupTasks, main, cluster, clusterWorker); routes never import the entry files;
 * - server/ never imports seed/, collector/, scripts/, bench/ or tests/, but for the start-up
 *   files that run the demo seed (startup, startupTasks, cluster);
 * - seed/ (the demo seed, beside generator/) never imports collector/, scripts/, bench/, tests/
 *   or server/routes; only its command line (seed/cli.ts) starts the app;
 * - collector/ never imports server/, seed/, scripts/, bench/ or tests/.
 */
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

const ENTRY_FILES = /^server\/(app|startup|startupTasks|main|cluster|clusterWorker)(\.ts)?$/;
const OUTSIDE_SERVER = /^(seed|collector|scripts|bench|tests)(\/|$)/;
const SEED_RUNNERS = /^server\/(startup|startupTasks|cluster)\.ts$/;

/** Each check: the importing files it applies to, and why a target is refused (or undefined). */
const CHECKS = [
  {
    files: /^server\/db\//,
    refuse: (target) =>
      target.startsWith('server/db/') || target.startsWith('src/domain/')
        ? undefined
        : 'server/db imports only its own folder and src/domain: it is the lowest floor.',
  },
  {
    files: /^server\/(?!db\/|routes\/)[^/]+\//,
    refuse: (target) =>
      target.startsWith('server/routes/') || ENTRY_FILES.test(target)
        ? 'A server service may not import server/routes or the entry files (app, startup, startupTasks, main, cluster).'
        : undefined,
  },
  {
    files: /^server\/routes\//,
    refuse: (target) => (ENTRY_FILES.test(target) ? 'server/routes may not import the entry files (app, startup, startupTasks, main, cluster).' : undefined),
  },
  {
    files: /^server\//,
    refuse: (target, file) =>
      OUTSIDE_SERVER.test(target) && !(target.startsWith('seed/') && SEED_RUNNERS.test(file))
        ? `server/ may not import ${target.split('/')[0]}/ (only startup, startupTasks and cluster run the demo seed).`
        : undefined,
  },
  {
    files: /^seed\//,
    refuse: (target, file) => {
      if (/^(collector|scripts|bench|tests)(\/|$)/.test(target) || target.startsWith('server/routes/'))
        return `seed/ may not import ${target.split('/').slice(0, 2).join('/')}.`;
      if (ENTRY_FILES.test(target) && file !== 'seed/cli.ts') return 'Only seed/cli.ts starts the app; the seed itself takes a database.';
      return undefined;
    },
  },
  {
    files: /^collector\//,
    refuse: (target) =>
      /^(server|seed|scripts|bench|tests)(\/|$)/.test(target)
        ? `collector/ may not import ${target.split('/')[0]}/: the agent talks to the server over HTTP and sockets only.`
        : undefined,
  },
];

function check(context, node, source) {
  if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
  const file = path.relative(root, context.filename).split(path.sep).join('/');
  const target = path
    .relative(root, path.resolve(path.dirname(context.filename), source.value))
    .split(path.sep)
    .join('/');
  for (const rule of CHECKS) {
    if (!rule.files.test(file)) continue;
    const reason = rule.refuse(target, file);
    if (reason) context.report({ node: source, message: reason });
  }
}

export const floors = {
  rules: {
    'no-upward-import': {
      meta: { type: 'problem', schema: [], docs: { description: 'Imports in server/, seed/ and collector/ run down the floors.' } },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node, node.source),
        ExportNamedDeclaration: (node) => check(context, node, node.source),
        ExportAllDeclaration: (node) => check(context, node, node.source),
        ImportExpression: (node) => check(context, node, node.source),
      }),
    },
  },
};
