/** package.json's `engines.node` promises a Node.js that every installed dependency accepts. */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

function unmetEngines(oldestNode: string, lock: { packages: Record<string, LockedPackage> }): string[] {
  const unmet: string[] = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
    if (path && range && !semver.satisfies(oldestNode, range)) unmet.push(`${path}@${pkg.version} needs node ${range}`);
  }
  return unmet;
}

describe('engines', () => {
  const manifest = read('package.json') as { engines: { node: string } };
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it('the oldest Node.js that package.json admits satisfies every locked dependency', () => {
    expect(unmetEngines(oldest, read('package-lock.json') as { packages: Record<string, LockedPackage> })).toEqual([]);
  });

  it('finds a dependency that needs a newer Node.js', () => {
    const lock = { packages: { 'node_modules/needs-22': { version: '1.0.0', engines: { node: '>=22' } } } };
    expect(unmetEngines(oldest, lock)).toEqual(['node_modules/needs-22@1.0.0 needs node >=22']);
  });

  it('admits the Node.js running the tests', () => {
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });
});
