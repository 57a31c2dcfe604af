/** Times as the API answers them: ISO 8601 in UTC, what JSON.stringify makes of a Date. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

export const isoTimeOrNull = (value: Date | string | null): string | null => (value === null ? null : isoTime(value));
