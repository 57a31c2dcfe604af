/**
 * The reference ward list the server ships (server/locations/data/inec-wards.csv), read by the
 * agent so that its records name real wards, as a field app's would: the same file and the same
 * slug rules (src/domain/locations/wardRows.ts) as the server's first-start load.
 */
import fs from 'node:fs/promises';
import { csvRecords } from '../src/domain/csvReader';
import { WardRowResolver } from '../src/domain/locations/wardRows';
import { pickWardsFrom } from '../generator';

const SHIPPED_WARDS = new URL('../server/locations/data/inec-wards.csv', import.meta.url);

let loaded: Promise<void> | undefined;

async function load(): Promise<void> {
  const resolver = new WardRowResolver();
  for (const record of csvRecords(await fs.readFile(SHIPPED_WARDS, 'utf8'))) resolver.add(record);
  const byLga = new Map<string, string[]>();
  for (const row of resolver.rows) {
    const key = `${row.state}/${row.lga}`;
    const wards = byLga.get(key) ?? [];
    wards.push(row.slug);
    byLga.set(key, wards);
  }
  pickWardsFrom((state, lga) => byLga.get(`${state}/${lga}`) ?? []);
}

/** Makes the generator pick real wards; read once per process. */
export function pickShippedWards(): Promise<void> {
  loaded ??= load();
  return loaded;
}
