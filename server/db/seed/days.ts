/** Days of the demo seed: what it dates relative to today is the same all day long (the demo template relies on it). */
export const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day of `at`. */
export const startOfUtcDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** The first day of the month `months` after (or before, when negative) that of `day`, as yyyy-MM-dd. */
export function firstOfMonth(day: Date, months: number): string {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}
