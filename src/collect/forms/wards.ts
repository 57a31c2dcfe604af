/**
 * The wards of the shipped INEC list (8,809 wards, about 55 KB gzipped): too large for the first
 * load, so the list is imported when a ward select is first needed. The service worker precaches
 * the chunk, so it works offline. Slugs come from the same rules as the server's load of the same
 * file (src/domain/locations/wardRows.ts), so a chosen ward is one the server knows.
 */
import type { CsvRecord } from '../../domain/csvReader';
import { WardRowResolver } from '../../domain/locations/wardRows';

export interface WardChoice {
  slug: string;
  name: string;
}

export type WardIndex = ReadonlyMap<string, readonly WardChoice[]>;

/** The fields of one CSV line: commas split, double quotes group, "" is a quote. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The ward list by `state/lga`, from the CSV text (one ward per line, none spans lines). */
export function indexWards(csv: string): WardIndex {
  const resolver = new WardRowResolver();
  csv.split(/\r?\n/).forEach((line, index) => {
    const record: CsvRecord = { row: index + 1, fields: csvFields(line) };
    resolver.add(record);
  });
  const index = new Map<string, WardChoice[]>();
  for (const row of resolver.rows) {
    const key = `${row.state}/${row.lga}`;
    const list = index.get(key) ?? [];
    list.push({ slug: row.slug, name: row.name });
    index.set(key, list);
  }
  return index;
}

let loading: Promise<WardIndex> | undefined;

/** The shipped list, fetched once; a failed load is tried again on the next call. */
export function loadWards(): Promise<WardIndex> {
  loading ??= import('../../../server/locations/data/inec-wards.csv?raw').then(
    (module) => indexWards(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function wardsOf(index: WardIndex, state: string, lga: string): readonly WardChoice[] {
  return index.get(`${state}/${lga}`) ?? [];
}
