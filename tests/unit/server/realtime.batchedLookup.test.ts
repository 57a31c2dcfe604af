/** BatchedLookup (server/realtime/batchedLookup.ts): a burst of look-ups costs few queries, a lone one waits for none. */
import { describe, expect, it } from 'vitest';
import { BatchedLookup } from '../../../server/realtime/batchedLookup';

/** A lookup whose queries are answered by hand, recording the keys each was asked for. */
function manualLookup(holds: (key: number) => boolean) {
  const queries: number[][] = [];
  const pending: Array<{ keys: number[]; answer: () => void; fail: (error: Error) => void }> = [];
  const lookup = new BatchedLookup<number>(
    (keys) =>
      new Promise((resolve, reject) => {
        queries.push(keys);
        pending.push({ keys, answer: () => resolve(new Set(keys.filter(holds))), fail: reject });
      }),
    3,
  );
  return { lookup, queries, pending };
}

describe('BatchedLookup', () => {
  it('looks a lone key up at once, alone', async () => {
    const { lookup, queries, pending } = manualLookup((key) => key === 7);
    const found = lookup.has(7);
    expect(queries).toEqual([[7]]);
    pending[0].answer();
    await expect(found).resolves.toBe(true);
  });

  it('puts the keys asked for while a query runs into the next query, at most maxBatch at a time', async () => {
    const { lookup, queries, pending } = manualLookup((key) => key % 2 === 0);
    const first = lookup.has(1);
    const burst = [2, 3, 4, 5, 2].map((key) => lookup.has(key));
    expect(queries).toEqual([[1]]);
    pending[0].answer();
    await first;
    await Promise.resolve();
    expect(queries).toEqual([[1], [2, 3, 4]]);
    pending[1].answer();
    await new Promise((resolve) => setImmediate(resolve));
    expect(queries).toEqual([[1], [2, 3, 4], [5]]);
    pending[2].answer();
    await expect(Promise.all(burst)).resolves.toEqual([true, false, true, false, true]);
  });

  it('rejects the waiters of a failed query only, and goes on with the next', async () => {
    const { lookup, pending } = manualLookup(() => true);
    const failing = lookup.has(1);
    const later = lookup.has(2);
    pending[0].fail(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await new Promise((resolve) => setImmediate(resolve));
    pending[1].answer();
    await expect(later).resolves.toBe(true);
  });
});
