/** Texts of the spec that several tests hold the English catalogue to, verbatim. */
import type { RecordType } from '../../src/domain/records';

/** The menu's record entries and the record lists' titles (spec 01 §2.6). */
export const SPEC_RECORD_LABELS: Readonly<Record<RecordType, string>> = {
  schools: 'Learning Centers',
  learners: 'Almajiri (Learners)',
  staff: 'Staff',
  communities: 'Community',
  households: 'Households',
  outOfSchoolChildren: 'Out of School',
};

/** The API's answer after a save, also the edit screens' success toast (spec 02 §8). */
export const SPEC_UPDATED_MESSAGES: Readonly<Record<RecordType, string>> = {
  schools: 'School updated successfully',
  learners: 'Learner updated successfully',
  staff: 'Staff updated successfully',
  communities: 'Community updated successfully',
  households: 'Household saved successfully!',
  outOfSchoolChildren: 'Child updated successfully',
};

/** The edit screens' failure toasts (spec 02 §8). */
export const SPEC_UPDATE_FAILED: Readonly<Partial<Record<RecordType, string>>> = {
  schools: 'Failed to update school',
  communities: 'Failed to update community',
  outOfSchoolChildren: 'Failed to update child',
};

/** The seven school tabs and the two community tabs, in order (spec 02 §2.3, §2.4). */
export const SPEC_SCHOOL_TABS = ['Identification', 'Characteristics', 'Infrastructure', 'Facilities', 'Resources', 'Community Support', 'Health & Safety'];
export const SPEC_COMMUNITY_TABS = ['Identification', 'Educational Profile'];

/** Each household tab's label and toasts (spec 02 §2.2, §8), in tab order. */
export const SPEC_HOUSEHOLD_PARTS = [
  { label: 'Identification', saved: 'Household identification saved successfully!', failed: 'Failed to save household identification.' },
  { label: 'Parent/Guardian', saved: 'Parent/Guardian information saved successfully!', failed: 'Failed to save Parent/Guardian information.' },
  { label: 'Health & Nutrition', saved: 'Health & Nutrition information saved successfully!', failed: 'Failed to save Health & Nutrition information.' },
];
