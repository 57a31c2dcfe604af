/**
 * What a backup holds besides the database, in DATA_DIR: the device extraction bundles
 * (extractions/) and the generated signing secret (jwt-secret); and the lock a server on the
 * embedded database holds, so the CLI never opens a PGlite folder the server has open.
 */
import fs from 'node:fs';
import path from 'node:path';

export const extractionsDir = (dataDir: string) => path.join(dataDir, 'extractions');
export const secretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function extractionNames(dataDir: string): string[] {
  if (dataDir === 'memory') return [];
  const dir = extractionsDir(dataDir);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
        .sort()
    : [];
}

export function hasFiles(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/** Marks the data folder as open by this process (embedded database only); answers the release. */
export function holdDataDir(dataDir: string): () => void {
  if (dataDir === 'memory') return () => {};
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => {
    if (runningServerPid(dataDir) === process.pid) fs.rmSync(lockFile(dataDir), { force: true });
  };
}

/** The pid of a live process holding the data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  if (dataDir === 'memory' || !fs.existsSync(lockFile(dataDir))) return null;
  const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in the running server (pid ${pid}); PGlite lets only one process open it. ` +
        'Stop the server first, or let the server take backups itself (set BACKUP_DIR).',
    );
    this.name = 'DataDirInUseError';
  }
}

export function refuseIfInUse(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== null && pid !== process.pid) throw new DataDirInUseError(dataDir, pid);
}
