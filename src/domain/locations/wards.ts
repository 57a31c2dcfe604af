/**
 * Wards live in the database (an admin imports them from CSV), so the browser asks the server.
 * This module holds only the shapes both sides share and the lookup's path.
 */

export interface Ward {
  id: number;
  state: string;
  lga: string;
  slug: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** The wards of a state and LGA; an empty list when nothing matches (spec 01 §3). */
export type WardLookup = (state: string, lga: string) => Promise<readonly Ward[]>;

/** Columns of the ward CSV, in order; the last two are optional. */
export const WARD_CSV_COLUMNS = ['state', 'lga', 'ward', 'latitude', 'longitude'] as const;

export interface WardImportRejection {
  /** 1-based row of the file, the header row included. */
  row: number;
  reason: string;
}

export interface WardImportResult {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: WardImportRejection[];
}

/** API path (under the API base) of the ward lookup. */
export function wardsPath(state: string, lga: string): string {
  return `/locations/states/${encodeURIComponent(state)}/lgas/${encodeURIComponent(lga)}/wards`;
}
