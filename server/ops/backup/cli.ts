/** Shared by the backup and restore commands: the one-line summary and how a failure ends them. */
import type { BackupManifest } from './manifest';

export function describeManifest(manifest: BackupManifest): string {
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  return [
    `engine ${manifest.engine} (${manifest.database})`,
    `schema ${manifest.schemaVersion.at(-1) ?? 'none'}`,
    `${rows} rows in ${Object.keys(manifest.rowCounts).length} tables`,
    `${manifest.extractionFiles} device extraction bundles`,
    manifest.secretIncluded ? 'signing secret included' : 'signing secret not included',
    `taken ${manifest.createdAt}`,
  ].join(', ');
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function fail(error: unknown, usage?: string): never {
  console.error(error instanceof Error ? error.message : String(error));
  if (usage) console.error(`\n${usage}`);
  process.exit(1);
}
