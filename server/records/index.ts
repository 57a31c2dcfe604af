/**
 * Generic record access for the six record types (docs/api-records.md): definitions, lists, one
 * record, updates and inserts with their audit rows. Routes, the seed and the sync ingestion share it.
 */
export * from './types';
export { RECORD_DEFS, HOUSEHOLD_PARTS, type HouseholdPart } from './definitions';
export {
  schoolsDef,
  learnersDef,
  staffDef,
  communitiesDef,
  householdsDef,
  outOfSchoolChildrenDef,
} from './definitions';
export { buildKeyMap, columnOf, readBackKey, renameRowKeys, type KeyMap } from './keys';
export { listRecords, contentRange, type ListResult } from './list';
export { parseListQuery, DEFAULT_RANGE, DEFAULT_SORT, MAX_PAGE_SIZE, type ListQuery, type RawListQuery } from './query';
export { getRecord, schoolCounts, selectRows, toApiRow, pick, dynamic, type ApiRow, type DynamicDb } from './read';
export { updateRecord, notFoundError, type Actor, type Changes, type UpdateResult } from './update';
export { insertRecord, insertSchema, prepareInsert, type InsertOptions } from './insert';
export { writeRules, readOnlyErrors, sameValue, READ_ONLY_MESSAGE, ID_MISMATCH_MESSAGE, type WriteRules } from './rules';
export { locationErrors, zoneFor, LOCATION_KEYS } from './locations';
export { fieldErrorsOf, validationFailed, parseOrFail, UNKNOWN_FIELD } from './errors';
export { toColumnValues, referenceErrors } from './values';
