/**
 * The formatter is part of the lint: `npm run lint` runs Prettier's check with the project's
 * settings, which refuses a file laid out otherwise and accepts it once formatted.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const probe = path.join(root, 'src/domain/FormatProbe.ts');
const UNFORMATTED = 'export const probe = {a:1,  b:"two"}\n';

describe('formatting', () => {
  it('npm run lint checks the format after ESLint', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toMatch(/^eslint \. --max-warnings 0 && prettier --check \./);
  });

  it("refuses a file laid out otherwise and accepts Prettier's own layout of it", async () => {
    const options = { ...(await prettier.resolveConfig(probe)), filepath: probe };
    expect(await prettier.check(UNFORMATTED, options)).toBe(false);
    const formatted = await prettier.format(UNFORMATTED, options);
    expect(formatted).toBe("export const probe = { a: 1, b: 'two' };\n");
    expect(await prettier.check(formatted, options)).toBe(true);
  });

  it('leaves generated and installed files alone', async () => {
    for (const ignored of ['build/server/main.js', 'dist/index.html', 'node_modules/zod/package.json', 'package-lock.json']) {
      expect((await prettier.getFileInfo(path.join(root, ignored), { ignorePath: path.join(root, '.prettierignore') })).ignored, ignored).toBe(true);
    }
  });
});
