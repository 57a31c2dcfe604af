/**
 * Wards live in the database: INEC's list ships with the product and is loaded on first start; an
 * admin replaces or extends it from CSV. So the browser asks the server. This module holds only
 * the shapes both sides share and the API paths.
 */

import type { Ward } from '../api/locations';

/** The wire shapes (a ward, the plan of a ward file) are the contracts of ../api/locations.ts. */
export type { Ward, WardImportRejection, WardListPlan, WardPlanEntry } from '../api/locations';

/** The wards of a state and LGA; an empty list when nothing matches (spec 01 §3). */
export type WardLookup = (state: string, lga: string) => Promise<readonly Ward[]>;

/** Columns of the ward CSV, in order; the last two are optional. */
export const WARD_CSV_COLUMNS = ['state', 'lga', 'ward', 'latitude', 'longitude'] as const;

export const WARD_PLAN_ROWS = 200;

/** API paths (under the API base) of the ward list's dry run and import. */
export const WARD_DRY_RUN_PATH = '/admin/locations/wards/dry-run';
export const WARD_IMPORT_PATH = '/admin/locations/wards/import';

/** API path (under the API base) of the ward lookup. */
export function wardsPath(state: string, lga: string): string {
  return `/locations/states/${encodeURIComponent(state)}/lgas/${encodeURIComponent(lga)}/wards`;
}
