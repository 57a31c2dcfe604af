/** Every enumeration of spec 02 §3, written once, spellings as in the contract. */

export const SEXES = ['Male', 'Female'] as const;
export const GEO_POLITICAL_ZONES = ['North Central', 'North East', 'North West', 'South East', 'South South', 'South West'] as const;

// Out-of-school child
export const CHILD_MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Co-Habiting'] as const;
export const OOS_CATEGORIES = ['Never Attended School', 'Dropped Out'] as const;
export const DISABILITIES = ['Physical', 'Intellectual', 'Learning', 'Mental', 'Other', 'None'] as const;
/** The child form offers every disability but Mental (spec 02 §3.1). */
export const DISABILITY_FORM_OPTIONS = DISABILITIES.filter((d) => d !== 'Mental');
export const OOS_REASONS = [
  'Financial',
  'Distance',
  'Early Marriage',
  'Cultural',
  'Insecurity',
  'Household Chores',
  'No School Nearby',
  'No Interest',
  'Work Obligations',
  'Other',
] as const;
export const REASONS_NOT_TO_ENROL = ['No Sponsors', 'Prefers Vocational Training', 'Others'] as const;
export const TIMES_WILLING_TO_ENROL = ['Immediately', 'Before Current Session Ends', 'Next Session', 'Other'] as const;
export const SUPPORT_REQUIREMENTS = ['School fees', 'Uniform', 'Books', 'Foot wear', 'Transportation fare', 'Extra lesson', 'Others'] as const;
export const VOCATIONAL_TRAINING_TYPES = [
  'Beauty & Cosmetology',
  'Tailoring',
  'Farming',
  'Shoe-making',
  'Auto Mechanic',
  'Plumbing',
  'Block-making',
  'Carpentry',
  'Electrical',
  'Hawking',
  'Others',
] as const;
export const LIVING_WITH = ['Father', 'Mother', 'Parents', 'Grandparents', 'Relatives', 'Guardian', 'Alone'] as const;
export const LOSS_OF_PARENT = ['None', 'Mother', 'Father', 'Both Parents'] as const;

// Household
export const HOUSEHOLD_MARITAL_STATUSES = ['Single', 'Married', 'Divorced'] as const;
export const HOUSEHOLD_INCOME_BANDS = ['0-10000', '10001-30000', '30001-50000', '50001+'] as const;
export const HOUSEHOLD_INCOME_LABELS: Record<(typeof HOUSEHOLD_INCOME_BANDS)[number], string> = {
  '0-10000': 'Below N10,000',
  '10001-30000': '10001-30000',
  '30001-50000': '30001-50000',
  '50001+': 'Above N50,000',
};
export const HOUSEHOLD_DISABILITY_TYPES = ['Physical', 'Intellectual', 'None'] as const;
export const EDUCATION_LEVELS = ['None', 'Primary', 'Secondary', 'Tertiary'] as const;
export const HEALTH_FACILITY_TYPES = ['PHC', 'General Hospital', 'Private Clinic'] as const;

// School (learning centre)
export const COMMUNITY_TYPES = ['Urban', 'Rural'] as const;
export const LEVELS_OF_EDUCATION = ['Pre-Primary', 'Primary', 'JSS'] as const;
export const SCHOOL_TYPES = [
  'Regular',
  'Special Needs',
  'Islamiya',
  'Islamiya Integrated',
  'Tsangaya',
  'Tsangaya Integrated',
  'Faith Based Institution',
] as const;
export const SYSTEMS_OF_EDUCATION = ['Mixed', 'Boys Only', 'Girls Only'] as const;
export const SHIFT_TYPES = ['Morning', 'Afternoon', 'Evening'] as const;
export const ACCESSIBILITY = ['Inaccessible', 'Partially Accessible', 'Accessible'] as const;
export const INACCESSIBILITY_REASONS = ['Distance', 'Physical Barriers', 'Safety Concerns', 'Other'] as const;
export const MONITORING_AUTHORITIES = ['Federal', 'State', 'LGA'] as const;
export const CONDITION_RATINGS = ['Good', 'Bad', 'Needs Repair', 'None'] as const;
export const USABILITY_RATINGS = ['Useable', 'Unuseable', 'None'] as const;
export const ALTERNATE_LEARNER_ACCOMMODATION = ['Same Classroom', 'In Neigborhood', 'Mosque', 'Other'] as const;
export const COMMUNITY_MANAGEMENT_TYPES = ['CBMC', 'SBMC', 'PTA', 'None'] as const;
export const COMMUNITY_SUPPORT_TYPES = [
  'Learning Materials',
  'Learning Structure',
  'Accommodation',
  'Money',
  'Cloths/Beddings',
  'Security',
  'Medicals',
  'Others',
] as const;

// Community
export const COMMUNITY_SETTING_TYPES = ['Rural', 'Urban'] as const;
export const RATE_SCALE = ['very low', 'low', 'medium', 'high', 'very high'] as const;
export const PREFERRED_EDUCATION_TYPES = ['Formal', 'Informal', 'Vocational'] as const;

// Learners and staff (registers; spec 01 §3 collector rows)
export const STAFF_TYPES = ['Teaching', 'Non-Teaching'] as const;
export const STAFF_ROLES = [
  'Proprietor',
  'Head Teacher',
  'Teacher',
  'Mallam',
  'Assistant Mallam',
  'Facilitator',
  'Caregiver',
  'Cook',
  'Security',
  'Other',
] as const;

/** Sync status of a record (spec 01 §4: anything else shows as unknown). */
export const SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;
