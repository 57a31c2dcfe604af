export * from './enums';
export * from './outOfSchoolChild';
export * from './household';
export * from './school';
export * from './community';
export * from './learner';
export * from './staff';
export { RECORD_TYPES, type RecordType } from './types';
