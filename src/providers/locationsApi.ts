import type { WardPlanAnswer, WardsAnswer } from '../domain/api/locations';
import { WARD_DRY_RUN_PATH, WARD_IMPORT_PATH, wardsPath, type Ward, type WardListPlan } from '../domain/locations';
import { apiUrl } from './apiUrl';
import { httpClient, type HttpClient } from './httpClient';

/** GET /api/locations/states/:state/lgas/:lga/wards: the wards of one LGA ([] for an answer without a list). */
export async function fetchWards(state: string, lga: string, http: HttpClient = httpClient): Promise<readonly Ward[]> {
  const { json } = await http<Partial<WardsAnswer> | null>(`${apiUrl}${wardsPath(state, lga)}`);
  return Array.isArray(json?.data) ? json.data : [];
}

/** Sends a ward list CSV as text/csv: `dryRun` answers what it would do and writes nothing; otherwise it is applied in one transaction. */
export async function sendWardList(file: Blob, dryRun: boolean, http: HttpClient = httpClient): Promise<WardListPlan> {
  const { json } = await http<WardPlanAnswer>(`${apiUrl}${dryRun ? WARD_DRY_RUN_PATH : WARD_IMPORT_PATH}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
  return json.data;
}
