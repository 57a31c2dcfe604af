/**
 * What the generators make: every field of a record type as its domain schema types it (null where
 * the form leaves it empty, lists as lists). The state, LGA and ward come with the record's place;
 * links to other records (schoolId, householdId…) are the caller's, who knows the ids.
 */
import type { z } from 'zod';
import type { Community, Learner, OutOfSchoolChild, School, Staff, householdSchema } from '../src/domain/records';
import type { Place } from './places';

type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type RecordFields<T> = Omit<Complete<T>, 'state' | 'lga' | 'ward' | 'schoolId'>;

export type SchoolFields = RecordFields<School>;
export type CommunityFields = RecordFields<Community>;
export type LearnerFields = RecordFields<Learner>;
export type StaffFields = RecordFields<Staff>;
export type HouseholdFields = RecordFields<z.output<typeof householdSchema>>;
export type ChildFields = RecordFields<OutOfSchoolChild>;

/** A generated record and where it lives. */
export interface Generated<F> {
  fields: F;
  place: Place;
}

/** A value only when the condition holds (the forms ask the follow-up field only then). */
export const when = <T>(condition: boolean | null | undefined, value: () => T): T | null => (condition ? value() : null);
