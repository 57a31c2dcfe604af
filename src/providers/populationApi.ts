import type { PopulationPlan, PopulationPlanAnswer } from '../domain/api/population';
import { POPULATION_DRY_RUN_PATH, POPULATION_IMPORT_PATH } from '../domain/population';
import { apiUrl } from './apiUrl';
import { httpClient, type HttpClient } from './httpClient';

/** Sends a population CSV as text/csv: `dryRun` answers what it would do and writes nothing; otherwise it is imported in one transaction. */
export async function sendPopulationCsv(file: Blob, dryRun: boolean, http: HttpClient = httpClient): Promise<PopulationPlan> {
  const { json } = await http<PopulationPlanAnswer>(`${apiUrl}${dryRun ? POPULATION_DRY_RUN_PATH : POPULATION_IMPORT_PATH}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
  return json.data;
}
