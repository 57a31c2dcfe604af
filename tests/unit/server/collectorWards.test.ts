/** The collector agent's records name wards of the shipped reference list, as a field app's would. */
import { describe, expect, it } from 'vitest';
import { RecordGenerator } from '../../../collector/generate';
import { LocalStore } from '../../../src/device/store';
import { pickShippedWards } from '../../../collector/wards';
import { readReferenceWards } from '../../../server/locations/reference';
import { DEVICE_TABLES } from '../../../src/domain/protocol';

describe('the agent with the shipped ward list', () => {
  it('puts every generated record in a ward of its LGA from the reference list', async () => {
    await pickShippedWards();
    const reference = new Set((await readReferenceWards()).map((w) => `${w.state}/${w.lga}/${w.slug}`));
    const store = new LocalStore();
    new RecordGenerator(store, 7).populate();
    let checked = 0;
    for (const table of DEVICE_TABLES) {
      for (const row of store.rows(table)) {
        const { state, lga, ward } = row.data as { state?: string; lga?: string; ward?: string };
        if (!ward) continue;
        expect(reference.has(`${state}/${lga}/${ward}`), `${table}: ${state}/${lga}/${ward}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
