/**
 * The domain schemas speak English (the API answers with the same messages). The form shows each
 * message it can meet in the collector's language: the child's age messages by their text, the
 * builders' messages of src/domain/records/fields.ts by their pattern with the field's own label.
 * A message not listed here is shown as the schema wrote it.
 */
import type { Translate } from '../../i18n/messages';
import { CHILD_AGE_MESSAGES } from '../../domain/records';
import type { FieldError } from './recordValues';

const EXACT: Readonly<Record<string, string>> = {
  [CHILD_AGE_MESSAGES.notNumber]: 'ageNotNumber',
  [CHILD_AGE_MESSAGES.tooYoung]: 'ageTooYoung',
  [CHILD_AGE_MESSAGES.tooOld]: 'ageTooOld',
  'Enter a valid e-mail address': 'email',
  'Enter a full web address (https://…)': 'url',
  'Latitude must be between -90 and 90': 'latitude',
  'Longitude must be between -180 and 180': 'longitude',
  'Year established cannot be in the future': 'yearInFuture',
  'Year established must be 1900 or later': 'yearTooEarly',
};

/** `<label> must be a number` and its kin, shown with the input's translated label. */
const PATTERNS: readonly { pattern: RegExp; key: string }[] = [
  { pattern: / must be a number$/, key: 'notNumber' },
  { pattern: / must be a whole (number|year)$/, key: 'notWhole' },
  { pattern: / cannot be negative$/, key: 'negative' },
  { pattern: / must be in steps of 0\.1 km$/, key: 'stepOfTenth' },
  { pattern: / must be written as yyyy-MM-dd$/, key: 'dateFormat' },
  { pattern: / is not a real date$/, key: 'notRealDate' },
  { pattern: / must be at most \d+$/, key: 'tooLarge' },
];

const AT_MOST = /^At most (\d+) characters$/;

/** The message to show under the input labelled `label`. */
export function errorText(error: FieldError, label: string, t: Translate): string {
  if (error.required) return t('collectForms.errors.required');
  const exact = EXACT[error.message];
  if (exact) return t(`collectForms.errors.${exact}`);
  const length = AT_MOST.exec(error.message);
  if (length) return t('collectForms.errors.tooLong', { max: Number(length[1]) });
  const match = PATTERNS.find(({ pattern }) => pattern.test(error.message));
  return match ? t(`collectForms.errors.${match.key}`, { field: label }) : error.message;
}
