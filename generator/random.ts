/**
 * Seeded randomness for the demo records: one Faker instance (en_NG) drives every choice, so the
 * same seed and scale give the same rows. Times come from a base date the caller chooses (the demo
 * seed: the start of its day, so its records lie in the last 12 months), never the clock.
 */
import type { Faker } from '@faker-js/faker';
// The en_NG entry alone: the package's index loads every locale (~36 MB of a server's memory).
import { faker as nigerianFaker } from '@faker-js/faker/locale/en_NG';

/** Faker's class, reached through the en_NG instance (its entry exports no class). */
const FakerClass = nigerianFaker.constructor as new (options: { locale: Faker['rawDefinitions']; seed: number }) => Faker;

/** The default base date (1 September 2025, 00:00 UTC): every generated time lies before the base. */
export const BASE_DATE = Date.UTC(2025, 8, 1);
const DAY = 86_400_000;

/** A prepared weighted choice: values with cumulative weights. */
export interface Weighted<T> {
  values: readonly T[];
  cumulative: readonly number[];
  total: number;
}

export function weights<T>(entries: ReadonlyArray<readonly [T, number]>): Weighted<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { values: entries.map(([value]) => value), cumulative, total };
}

export class Rng {
  readonly faker: Faker;

  /** `baseDate`: the instant every generated time lies before (ms since the epoch). */
  constructor(
    seed: number,
    readonly baseDate: number = BASE_DATE,
  ) {
    // en_NG's definitions with en and base beneath them, as that entry merged them.
    this.faker = new FakerClass({ locale: nigerianFaker.rawDefinitions, seed });
  }

  /** A float in [0, 1). */
  next(): number {
    return this.faker.number.float({ min: 0, max: 1 }) % 1;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  weighted<T>(table: Weighted<T>): T {
    const target = this.next() * table.total;
    const { cumulative } = table;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] > target) high = mid;
      else low = mid + 1;
    }
    return table.values[low];
  }

  /** Between min and max distinct items of the list, in the list's order. */
  some<T>(list: readonly T[], min: number, max: number): T[] {
    const wanted = this.int(min, Math.min(max, list.length));
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * list.length));
    return list.filter((_, index) => chosen.has(index));
  }

  /** A version-4 UUID drawn from the seeded stream. */
  uuid(): string {
    const hex = (digits: number) =>
      this.int(0, 16 ** digits - 1)
        .toString(16)
        .padStart(digits, '0');
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(6)}${hex(6)}`;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** A value near the given one, rounded to six decimals (about 10 cm for coordinates). */
  around(value: number, spread: number): number {
    return Math.round((value + (this.next() * 2 - 1) * spread) * 1e6) / 1e6;
  }

  /** A distance in km in steps of 0.1. */
  km(min: number, max: number): number {
    return this.int(Math.round(min * 10), Math.round(max * 10)) / 10;
  }

  /** A calendar date (yyyy-MM-dd) between the given numbers of days before the base date. */
  dateDaysAgo(fromDays: number, toDays: number): string {
    return isoDate(this.baseDate - this.int(toDays, fromDays) * DAY);
  }

  /** Created within the 12 months before the base date; 40% edited later, never after the base. */
  times(): { createdAt: Date; updatedAt: Date } {
    const created = this.baseDate - this.int(60_000, 365 * DAY);
    const updated = this.chance(0.4) ? created + this.int(0, Math.min(90 * DAY, this.baseDate - created)) : created;
    return { createdAt: new Date(created), updatedAt: new Date(updated) };
  }
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A date of birth that gives the age in whole years on the base date. */
export function birthDateForAge(rng: Rng, age: number): string {
  const base = new Date(rng.baseDate);
  // Born at the latest `age` years before the base date, at the earliest a year minus a day before that.
  const latest = Date.UTC(base.getUTCFullYear() - age, base.getUTCMonth(), base.getUTCDate());
  return isoDate(latest - rng.int(0, 364) * DAY);
}

export { hash } from './hash';
