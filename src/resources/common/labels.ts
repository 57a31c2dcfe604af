/**
 * Human labels for record fields and values, derived from the schema keys (spec 02 spellings),
 * with the few keys whose words a reader would not recognise spelled out here.
 */
import { HOUSEHOLD_INCOME_LABELS } from '../../domain/records';
import { lgaName, stateName, zoneName } from './locationNames';

const LABELS: Readonly<Record<string, string>> = {
  id: 'ID',
  nin: 'NIN',
  lga: 'LGA',
  imageUri: 'Image URL',
  abepCurriculum: 'ABEP curriculum',
  usingAbepCurriculum: 'Using ABEP curriculum',
  availibilityOfGuidelines: 'Availability of guidelines',
  foodFoorAlmajiri: 'Food for Almajiri',
  psychoSocialSupport: 'Psychosocial support',
  otherPowerSourceText: 'Other power source (specify)',
  temporaryStructureUTS: 'Temporary structure (UTS)',
  reasonsNotToEnrolIfNo: 'Reason not to enrol',
  timeWillingToEnrolIfYes: 'Time willing to enrol',
  supportRequirementsIfYes: 'Support requirements',
  geoPoliticalZone: 'Geopolitical zone',
  zone: 'Zone',
  syncStatus: 'Sync status',
  createdAt: 'Created',
  updatedAt: 'Updated',
  learnerCount: 'Learners',
  staffCount: 'Staff',
};

/** "schoolName" → "School name", "hasJSSSchools" → "Has JSS schools", "schoolsOwnedByNGOs" → "Schools owned by NGOs". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word, i) => (/^[A-Z]{2,}s?$/.test(word) ? word : i === 0 ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function fieldLabel(key: string): string {
  return LABELS[key] ?? humanizeKey(key);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp for people: "3 Mar 2026, 14:05"; the input as given when it is not a date. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}

/** A field's value as read-only text: Yes/No, names for location slugs, lists joined, '' when empty. */
export function formatValue(key: string, value: unknown, record: Record<string, unknown> = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => formatValue('', item)).join(', ');
  if (key === 'state') return stateName(String(value));
  if (key === 'lga') return lgaName(String(record.state ?? ''), String(value));
  if (key === 'zone') return zoneName(String(value));
  if (key === 'householdIncome') return HOUSEHOLD_INCOME_LABELS[value as keyof typeof HOUSEHOLD_INCOME_LABELS] ?? String(value);
  if (key === 'createdAt' || key === 'updatedAt') return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
