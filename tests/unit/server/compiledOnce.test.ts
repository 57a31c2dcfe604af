/** Compiled statements kept per database by key (server/records/compiledOnce.ts): built once, least recently used dropped first. */
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STATEMENTS_KEPT, compiledOnce } from '../../../server/records/compiledOnce';

describe('compiledOnce', () => {
  it('builds a key once per database, and again for another database', () => {
    const db = {};
    let builds = 0;
    const build = () => {
      builds += 1;
      return CompiledQuery.raw('select 1', [builds]);
    };
    const first = compiledOnce(db, 'page 1', build);
    expect(compiledOnce(db, 'page 1', build)).toBe(first);
    expect(builds).toBe(1);
    expect(compiledOnce(db, 'page 2', build)).not.toBe(first);
    expect(compiledOnce({}, 'page 1', build)).not.toBe(first);
    expect(builds).toBe(3);
  });

  it(`keeps ${STATEMENTS_KEPT} statements, dropping the least recently used`, () => {
    const db = {};
    const built: string[] = [];
    const get = (key: string) => compiledOnce(db, key, () => (built.push(key), CompiledQuery.raw(key, [])));
    for (let i = 0; i < STATEMENTS_KEPT; i += 1) get(`k${i}`);
    get('k0'); // used again: now the most recent
    get('new'); // one too many: k1, the least recently used, goes
    built.length = 0;
    get('k0');
    get('k2');
    expect(built).toEqual([]);
    get('k1');
    expect(built).toEqual(['k1']);
  });
});
