import { wardsPath, type Ward } from '../domain/locations';
import { apiUrl } from './apiUrl';
import { httpClient } from './httpClient';

/** GET /api/locations/states/:state/lgas/:lga/wards: the wards of one LGA ([] for an answer without a list). */
export async function fetchWards(state: string, lga: string): Promise<readonly Ward[]> {
  const { json } = await httpClient<{ data?: unknown }>(`${apiUrl}${wardsPath(state, lga)}`);
  return Array.isArray(json?.data) ? (json.data as Ward[]) : [];
}
