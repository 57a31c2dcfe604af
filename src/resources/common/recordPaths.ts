/**
 * Where a row of each record list leads (spec 01 §2.7), by react-admin resource: the record's
 * read-only page (the school page at /admin/schools/:id, the others at …/:id/show), whose Edit
 * opens the edit screen for users who may write. The paths are the record catalogue's
 * (src/domain/records/catalogue.ts).
 */
import { useResourceContext, type Identifier } from 'ra-core';
import { RECORD_TYPE_NAMES, RECORD_TYPES, detailPath, recordPath, recordTypeOfResource, type RecordType } from '../../domain/records';

export type DetailKind = 'show' | 'edit';

export interface DetailRoute {
  kind: DetailKind;
  path: (id: Identifier) => string;
}

export const DETAIL_ROUTES: Readonly<Record<string, DetailRoute>> = Object.fromEntries(
  RECORD_TYPE_NAMES.map((type) => [RECORD_TYPES[type].resource, { kind: RECORD_TYPES[type].detail, path: (id: Identifier) => detailPath(type, id) }]),
);

/** The school edit screen (spec 02 §2.3). */
export const schoolEditPath = (id: Identifier) => recordPath('schools', 'edit', id);

/** The record type of the react-admin resource in context (a list's, a show page's). */
export function useRecordType(): RecordType {
  const resource = useResourceContext() ?? '';
  const type = recordTypeOfResource(resource);
  if (!type) throw new Error(`The resource "${resource}" is not a record type`);
  return type;
}
