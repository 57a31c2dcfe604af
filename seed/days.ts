/** Days of the demo seed: what it dates relative to today is the same all day long (the demo template relies on it). */
export { DAY_MS, startOfUtcDay } from '../generator/days';

/** The first day of the month `months` after (or before, when negative) that of `day`, as yyyy-MM-dd. */
export function firstOfMonth(day: Date, months: number): string {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}
