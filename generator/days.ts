/** Days of generated records, apart from the generator itself (which loads faker): the server's start reads these. */
export const DAY_MS = 86_400_000;

/** The start (00:00 UTC) of the day of `at`: what is dated from it stays the same all day long. */
export const startOfUtcDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
