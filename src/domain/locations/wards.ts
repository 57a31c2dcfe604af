/**
 * Wards live in the database: INEC's list ships with the product and is loaded on first start; an
 * admin replaces or extends it from CSV. So the browser asks the server. This module holds only
 * the shapes both sides share and the API paths.
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

/** A ward the file adds or renames; `previousName` for a rename. */
export interface WardPlanEntry {
  row: number;
  state: string;
  lga: string;
  slug: string;
  name: string;
  previousName?: string;
}

/**
 * What a ward file does to the stored list, answered by the dry run and by the import alike.
 * added: new slugs; renamed: a stored slug with another display name; relocated: same name, new
 * coordinates; unchanged; rejected rows with reasons. The row lists hold the first
 * WARD_PLAN_ROWS entries of each kind.
 */
export interface WardListPlan {
  added: number;
  renamed: number;
  relocated: number;
  unchanged: number;
  rejected: WardImportRejection[];
  addedRows: WardPlanEntry[];
  renamedRows: WardPlanEntry[];
}

export const WARD_PLAN_ROWS = 200;

/** API paths (under the API base) of the ward list's dry run and import. */
export const WARD_DRY_RUN_PATH = '/admin/locations/wards/dry-run';
export const WARD_IMPORT_PATH = '/admin/locations/wards/import';

/** API path (under the API base) of the ward lookup. */
export function wardsPath(state: string, lga: string): string {
  return `/locations/states/${encodeURIComponent(state)}/lgas/${encodeURIComponent(lga)}/wards`;
}
