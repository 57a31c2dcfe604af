/** The answer cache: reuse while the fingerprint holds, re-check interval, markStale, one build at a time. */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/public/cache';
import { formatCount, suppress } from '../../src/domain/publicData';

function setup(checkIntervalMs: number) {
  const state = { fingerprint: 'a', reads: 0, now: 1_000 };
  const cache = new AnswerCache({
    checkIntervalMs,
    now: () => state.now,
    fingerprint: async () => {
      state.reads += 1;
      return state.fingerprint;
    },
  });
  return { cache, state };
}

describe('AnswerCache', () => {
  it('drops the least recently used entry when full: the one every answer reads stays', async () => {
    const cache = new AnswerCache({ checkIntervalMs: 60_000, maxEntries: 3, fingerprint: async () => 'a' });
    let figureBuilds = 0;
    const figures = () => cache.get('figures', async () => (figureBuilds += 1));
    await figures();
    // A crawler asks for many answers, each built from the figures.
    for (let i = 0; i < 10; i += 1) await cache.get(`ward:${i}`, async () => (await figures()) + i);
    expect(figureBuilds).toBe(1);
    let wardBuilds = 0;
    await cache.get('ward:0', async () => (wardBuilds += 1));
    expect(wardBuilds).toBe(1); // long gone: built again
  });

  it('reuses an answer while the fingerprint is unchanged and rebuilds when it changes', async () => {
    const { cache, state } = setup(0);
    let builds = 0;
    const build = async () => ({ n: (builds += 1) });
    expect(await cache.get('k', build)).toEqual({ n: 1 });
    expect(await cache.get('k', build)).toEqual({ n: 1 });
    expect(state.reads).toBe(2);
    state.fingerprint = 'b';
    expect(await cache.get('k', build)).toEqual({ n: 2 });
  });

  it('trusts a fingerprint for checkIntervalMs, unless marked stale', async () => {
    const { cache, state } = setup(1_000);
    let builds = 0;
    const build = async () => (builds += 1);
    await cache.get('k', build);
    state.fingerprint = 'b';
    state.now += 500;
    expect(await cache.get('k', build)).toBe(1);
    cache.markStale();
    expect(await cache.get('k', build)).toBe(2);
    state.fingerprint = 'c';
    state.now += 1_001;
    expect(await cache.get('k', build)).toBe(3);
  });

  it('builds once for concurrent callers and forgets failed builds', async () => {
    const { cache } = setup(0);
    let builds = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve((builds += 1)), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });

  it('rebuilds after maxAgeMs even when the fingerprint holds', async () => {
    const { cache, state } = setup(0);
    cache.configure({ maxAgeMs: 60_000 });
    let builds = 0;
    const build = async () => (builds += 1);
    await cache.get('k', build);
    state.now += 59_000;
    expect(await cache.get('k', build)).toBe(1);
    state.now += 2_000;
    expect(await cache.get('k', build)).toBe(2);
  });

  it('a build under way is shared even when the fingerprint moved on meanwhile', async () => {
    const { cache, state } = setup(0);
    let builds = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      builds += 1;
      await gate;
      return builds;
    };
    const first = cache.get('k', slow);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.fingerprint = 'b';
    const second = cache.get('k', slow);
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await cache.get('k', async () => 99)).toBe(99);
  });

  it('answers carry a stable ETag for the same body', async () => {
    const { cache, state } = setup(0);
    const first = await cache.answer('s', async () => ({ total: 7 }));
    state.fingerprint = 'b';
    const second = await cache.answer('s', async () => ({ total: 7 }));
    const third = await cache.answer('s2', async () => ({ total: 8 }));
    expect(first.body).toBe('{"total":7}');
    expect(second.etag).toBe(first.etag);
    expect(third.etag).not.toBe(first.etag);
  });
});

describe('suppression helpers', () => {
  it('1 to 4 are suppressed, 0 and 5+ are not', () => {
    expect([0, 1, 4, 5, 12].map(suppress)).toEqual([0, null, null, 5, 12]);
    expect(formatCount(null)).toBe('x');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
  });
});
