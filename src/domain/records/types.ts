/** The six record types and their names in routes, the API and the devices' tables. */
export const RECORD_TYPES = {
  schools: { resource: 'schools', apiPath: 'schools', deviceTable: 'schools', label: 'Learning Centers' },
  learners: { resource: 'learners', apiPath: 'learners', deviceTable: 'learners', label: 'Almajiri (Learners)' },
  staff: { resource: 'staff', apiPath: 'staff', deviceTable: 'staff', label: 'Staff' },
  communities: { resource: 'community', apiPath: 'communities', deviceTable: 'communities', label: 'Community' },
  households: { resource: 'households', apiPath: 'households', deviceTable: 'households', label: 'Households' },
  outOfSchoolChildren: { resource: 'out-of-school', apiPath: 'oos-children', deviceTable: 'oosChildren', label: 'Out of School' },
} as const;

export type RecordType = keyof typeof RECORD_TYPES;
