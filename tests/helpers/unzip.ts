/** Info-ZIP's unzip on an archive in memory, for tests of the ZIP writer (skipped where unzip is missing). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** What `unzip <args> archive.zip <members>` prints for the archive `bytes`. */
export function unzip(bytes: Buffer, args: string[], members: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unzip-test-'));
  try {
    const file = path.join(dir, 'archive.zip');
    fs.writeFileSync(file, bytes);
    return execFileSync('unzip', [...args, file, ...members], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
