/**
 * Generic record access for the six record types (docs/api-records.md): definitions, lists, one
 * record, updates and inserts with their audit rows. Routes, the seed and the sync ingestion share it.
 */
export * from './types';
export { RECORD_DEFS, HOUSEHOLD_PARTS } from './definitions';
export { schoolsDef, learnersDef, staffDef, communitiesDef, householdsDef, outOfSchoolChildrenDef } from './definitions';
export { renameRowKeys } from './keys';
export { listRecords, listRowsQuery, contentRange } from './list';
export { type RawListQuery } from './query';
export { getRecord, schoolCounts, pick, dynamic, type ApiRow } from './read';
export { updateRecord, notFoundError } from './update';
export { insertRecord, prepareInsert } from './insert';
export { writeRules } from './rules';
export { zoneFor } from './locations';
export { validationFailed } from './errors';
export { toColumnValues, referenceErrors } from './values';
