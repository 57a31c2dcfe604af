/** The agent's store kept in a JSON file between runs (the web collector keeps its own in IndexedDB). */
import fs from 'node:fs';
import path from 'node:path';
import { LocalStore, type StoreChange, type StorePersistence, type StoreSnapshot } from '../src/device/store';

class JsonFile implements StorePersistence {
  constructor(private readonly file: string) {}

  async write({ snapshot }: StoreChange): Promise<void> {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    // Written aside then renamed, so that a crash mid-write leaves the previous file whole.
    const aside = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, JSON.stringify(snapshot));
    fs.renameSync(aside, this.file);
  }
}

/** A store read from `file` when it exists, written back to it on every save. */
export function openFileStore(file: string): LocalStore {
  const saved = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as StoreSnapshot) : undefined;
  return new LocalStore(saved, new JsonFile(file));
}
