/** The columns of a record export: identity, location (slugs and names), the type's fields, system fields. */
import type { RaRecord } from 'ra-core';
import type { CsvColumn } from './csv';
import { lgaLabel, stateLabel, zoneLabel } from './form/placeNames';

const LOCATION = ['state', 'lga', 'ward', 'zone'];
const raw = (key: string): CsvColumn<RaRecord> => ({ header: key, value: (row) => row[key] });

/** `fieldKeys`: the schema keys in order; `linkKeys`: e.g. schoolId, schoolName. */
export function recordExportColumns(fieldKeys: readonly string[], linkKeys: readonly string[] = []): CsvColumn<RaRecord>[] {
  return [
    raw('id'),
    raw('uuid'),
    raw('state'),
    { header: 'stateName', value: (row) => stateLabel(row.state) },
    raw('lga'),
    { header: 'lgaName', value: (row) => lgaLabel(row.state, row.lga) },
    raw('ward'),
    raw('zone'),
    { header: 'zoneName', value: (row) => zoneLabel(row.zone) },
    ...fieldKeys.filter((key) => !LOCATION.includes(key)).map(raw),
    ...linkKeys.map(raw),
    raw('syncStatus'),
    raw('collectorId'),
    raw('createdAt'),
    raw('updatedAt'),
  ];
}
