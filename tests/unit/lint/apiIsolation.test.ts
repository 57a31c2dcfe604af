/**
 * The API files share their worker's modules (vitest.config.ts, isolate: false): a file that
 * replaces a module with vi.mock would change it for the files after it, so each such file must be
 * in the isolated project's list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FILES_MOCKING_MODULES } from '../../../vitest.config';

const root = path.resolve(__dirname, '../../..');

function testFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

describe('API files that mock a module', () => {
  it('all run in the isolated project', () => {
    const mocking = [...testFilesUnder('tests/api'), ...testFilesUnder('tests/unit/server')].filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual([...API_FILES_MOCKING_MODULES].sort());
  });
});
