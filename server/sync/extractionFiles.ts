/**
 * Where extraction bundles live on disk: DATA_DIR/extractions/<id>, or, with DATA_DIR=memory, a
 * temporary directory of this process that is removed when the app closes.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class ExtractionFiles {
  private constructor(
    readonly dir: string,
    private readonly temporary: boolean,
  ) {}

  static async open(dataDir: string): Promise<ExtractionFiles> {
    if (dataDir === 'memory') return new ExtractionFiles(await mkdtemp(path.join(os.tmpdir(), 'edu-extractions-')), true);
    const dir = path.join(dataDir, 'extractions');
    await mkdir(dir, { recursive: true });
    return new ExtractionFiles(dir, false);
  }

  /** The file of a stored name; only the last segment counts, so a name never leaves the directory. */
  pathOf(storagePath: string): string {
    return path.join(this.dir, path.basename(storagePath));
  }

  remove(storagePath: string): Promise<void> {
    return rm(this.pathOf(storagePath), { force: true });
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }
}
