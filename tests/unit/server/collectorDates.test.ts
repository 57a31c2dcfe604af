/** The collector agent dates its records back from the device's day, as a field app's would be, not from a fixed year. */
import { describe, expect, it } from 'vitest';
import { RecordGenerator } from '../../../collector/generate';
import { LocalStore } from '../../../src/device/store';
import { pickShippedWards } from '../../../collector/wards';
import { DEVICE_TABLES } from '../../../src/domain/protocol';

const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function datesMadeOn(today: Date): number[] {
  const store = new LocalStore();
  new RecordGenerator(store, 11, today).populate();
  const dates: number[] = [];
  for (const table of DEVICE_TABLES) {
    for (const row of store.rows(table)) {
      // The dates of events (monitoring visits and the like); a date of birth lies years back by nature.
      for (const [field, value] of Object.entries(row.data as Record<string, unknown>)) {
        if (/Date$/.test(field) && typeof value === 'string' && ISO_DATE.test(value)) dates.push(Date.parse(value));
      }
    }
  }
  return dates;
}

describe('the agent’s record dates', () => {
  it('lie in the two years before the device’s day, and move with that day', async () => {
    await pickShippedWards();
    const days = [new Date('2026-11-26T15:00:00Z'), new Date('2031-03-02T08:00:00Z')];
    const [early, late] = days.map(datesMadeOn);
    days.forEach((today, index) => {
      const dates = [early, late][index];
      expect(dates.length).toBeGreaterThan(2);
      expect(Math.max(...dates)).toBeLessThanOrEqual(today.getTime());
      expect(today.getTime() - Math.min(...dates)).toBeLessThan(2 * 365 * DAY);
    });
    // The same seed makes the same records, each date as many days later as the device's day is.
    const shift = Date.UTC(2031, 2, 2) - Date.UTC(2026, 10, 26);
    expect(late).toEqual(early.map((date) => date + shift));
  });
});
