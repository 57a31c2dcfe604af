/** The backup file's container, the schedule's file names and pruning. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupFormatError, BackupReader, BackupWriter } from '../../../server/ops/backup/format';
import type { BackupManifest } from '../../../server/ops/backup/manifest';
import { BACKUP_FILE, backupFileName, pruneBackups } from '../../../server/ops/backup/schedule';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-backup-format-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifest: BackupManifest = {
  format: 1,
  engine: 'pglite',
  database: 'pglite-datadir',
  schemaVersion: ['001_foundation'],
  createdAt: '2026-01-01T00:00:00.000Z',
  rowCounts: { users: 2 },
  sequences: { users_id_seq: 2 },
  columns: { users: ['id', 'email'] },
  secretIncluded: false,
  extractionFiles: 1,
};

describe('backup file', () => {
  it('keeps the manifest and every entry byte for byte, a big one streamed in chunks', async () => {
    const file = path.join(dir, 'round-trip.edubackup');
    const big = crypto.randomBytes(3 * 1024 * 1024 + 17);
    const writer = await BackupWriter.create(file, manifest);
    expect(await writer.entry('database', Readable.from([big.subarray(0, 1000), big.subarray(1000)]))).toBe(big.length);
    await writer.entry('empty', Buffer.alloc(0));
    await writer.entry('extractions/one.zip', Buffer.from('bundle'));
    await writer.finish();

    const reader = await BackupReader.open(file);
    expect(reader.manifest).toEqual(manifest);
    expect(reader.names()).toEqual(['database', 'empty', 'extractions/one.zip']);
    expect((await reader.buffer('database')).equals(big)).toBe(true);
    expect((await reader.buffer('empty')).length).toBe(0);
    expect((await reader.buffer('extractions/one.zip')).toString()).toBe('bundle');
    expect(() => reader.stream('missing')).toThrow(BackupFormatError);
    await reader.close();

    const cut = path.join(dir, 'cut.edubackup');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 2 * 1024 * 1024));
    await expect(BackupReader.open(cut)).rejects.toThrow(/cut short/);
  });

  it('refuses a file that is not a backup, and never overwrites one', async () => {
    const other = path.join(dir, 'other.txt');
    fs.writeFileSync(other, 'hello, not a backup at all');
    await expect(BackupReader.open(other)).rejects.toThrow(/not a backup made by npm run backup/);
    await expect(BackupWriter.create(other, manifest)).rejects.toThrow(/EEXIST/);
  });
});

describe('scheduled backup files', () => {
  it('are named by their UTC time, so the name sorts by age', () => {
    const name = backupFileName(new Date('2026-11-25T21:05:09.123Z'));
    expect(name).toBe('edu-backup-20261125T210509123Z.edubackup');
    expect(BACKUP_FILE.test(name)).toBe(true);
    expect(backupFileName(new Date('2026-11-25T21:05:09.124Z')) > name).toBe(true);
  });

  it('are pruned to the newest `keep`; other files stay, what an interrupted one left goes', () => {
    const folder = fs.mkdtempSync(path.join(dir, 'prune-'));
    const names = [1, 2, 3, 4, 5].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day))));
    for (const name of [...names, 'notes.txt', `${backupFileName(new Date())}.partial`]) fs.writeFileSync(path.join(folder, name), 'x');
    fs.mkdirSync(path.join(folder, `${backupFileName(new Date())}.pgdata`, 'base'), { recursive: true });
    expect(pruneBackups(folder, 2).sort()).toEqual(names.slice(0, 3));
    expect(fs.readdirSync(folder).sort()).toEqual([...names.slice(3), 'notes.txt'].sort());
  });
});
