import type { FieldLinks } from './FieldList';

/** A learner's or staff member's learning centre, linked to the school page. */
export const SCHOOL_LINK: FieldLinks = { schoolName: { resource: 'schools', idField: 'schoolId' } };

/** Shown after a learner's or staff member's own fields. */
export const RECORD_FIELDS = ['state', 'lga', 'ward', 'zone', 'createdAt', 'updatedAt'] as const;
