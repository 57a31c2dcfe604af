/** What the typed search text becomes: the text itself, phone-number prefixes and name words. */

/** The limits and the normalising are the search query's wire contract (src/domain/api/search.ts). */
export {
  SEARCH_MIN_LENGTH as MIN_QUERY_LENGTH,
  SEARCH_MAX_LENGTH as MAX_QUERY_LENGTH,
  normaliseSearchText as normaliseQuery,
} from '../../src/domain/api/search';
/** At most this many words of the text are matched against the words of a name. */
const MAX_WORDS = 5;

const NIGERIA = '234';

/**
 * The prefixes a stored phone number may start with when the text is a phone number ('0803 123',
 * '+234-803-123', '234803123'): the national form (0803…) and the international ones (+234…,
 * 234…), whichever was typed. Null when the text is not a phone number (letters, fewer than 3 digits).
 */
export function phonePrefixes(q: string): string[] | null {
  const compact = q.replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,15}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  let national: string | null = null;
  if (digits.startsWith(NIGERIA) && digits.length >= NIGERIA.length + 3) national = digits.slice(NIGERIA.length);
  else if (!compact.startsWith('+') && digits.startsWith('0') && digits.length >= 3) national = digits.slice(1);
  const forms = [compact, digits];
  if (national !== null) forms.push(`0${national}`, `+${NIGERIA}${national}`, `${NIGERIA}${national}`);
  return [...new Set(forms)];
}

/**
 * A full-text query (configuration 'simple') for "every word starts a word of the name", e.g.
 * 'sani:* & bel:*'; null without a word of at least two letters or digits. Only letters and
 * digits reach it, so the text cannot inject tsquery operators.
 */
export function wordsQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
