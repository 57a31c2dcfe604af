/**
 * How alike two children (or two learners) are: name similarity as pg_trgm's trigram similarity,
 * closeness of age, sex, the same household (children) or learning centre (learners) and the same
 * place. Pure and framework-free: the server's candidate search scores with it, tests pin it.
 */
import type { DuplicateReasons } from './recordQuality';

/** The fields a record brings to the comparison. */
export interface DuplicateSubject {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  sex?: string | null;
  age?: number | null;
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth?: string | null;
  state?: string | null;
  lga?: string | null;
  ward?: string | null;
  /** The household (children) or learning centre (learners) the record belongs to. */
  groupId?: number | null;
  /** A child's NIN: a record that has one is identified by it and never compared. */
  nin?: string | null;
}

export interface DuplicateScore {
  score: number;
  reasons: DuplicateReasons;
}

/** Pairs scoring at least this are listed as possible duplicates. */
export const DUPLICATE_THRESHOLD = 0.8;
/** Below this name similarity two records are never a pair, however alike the rest (siblings share a household and a surname). */
export const DUPLICATE_NAME_MIN = 0.5;
/** The candidate search reads records whose age differs by at most this many years. */
export const DUPLICATE_AGE_WINDOW = 2;

const WEIGHTS: Readonly<DuplicateReasons> = { name: 0.5, age: 0.15, sex: 0.1, location: 0.1, household: 0.15 };
/** What a part scores when one side does not know it: neither for nor against. */
const UNKNOWN = 0.5;

/** pg_trgm's trigrams of a text: lower case, each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = Array.from(padded);
    for (let i = 0; i + 3 <= chars.length; i += 1) result.add(chars.slice(i, i + 3).join(''));
  }
  return result;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of the two texts (0 when both are empty). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const joinName = (...parts: (string | null | undefined)[]) => parts.filter(present).join(' ');

/**
 * The best similarity of the full names, of first and last names alone (a middle name recorded
 * once but not the other time) and of first and last swapped. Trigram sets ignore word order, so
 * the swap scores as the straight order; it is kept so that a change to the measure keeps it.
 */
export function nameSimilarity(a: DuplicateSubject, b: DuplicateSubject): number {
  const full = trigramSimilarity(joinName(a.firstName, a.middleName, a.lastName), joinName(b.firstName, b.middleName, b.lastName));
  const short = trigramSimilarity(joinName(a.firstName, a.lastName), joinName(b.firstName, b.lastName));
  const swapped = trigramSimilarity(joinName(a.firstName, a.lastName), joinName(b.lastName, b.firstName));
  return Math.max(full, short, swapped);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function yearsBetween(a: string, b: string): number | null {
  const left = Date.parse(a);
  const right = Date.parse(b);
  if (Number.isNaN(left) || Number.isNaN(right)) return null;
  return Math.abs(left - right) / DAY_MS / 365.25;
}

/** 1 for the same age (or birth date), 0.7 a year apart, 0.4 two years, 0 from three years and a third up. */
export function ageCloseness(a: DuplicateSubject, b: DuplicateSubject): number {
  const years = present(a.dateOfBirth) && present(b.dateOfBirth) ? yearsBetween(a.dateOfBirth, b.dateOfBirth) : null;
  const difference = years ?? (a.age != null && b.age != null ? Math.abs(a.age - b.age) : null);
  if (difference === null) return UNKNOWN;
  return Math.max(0, 1 - 0.3 * difference);
}

function sameValue(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a == null || b == null || a === '' || b === '') return UNKNOWN;
  return a === b ? 1 : 0;
}

/** The same ward 1, the same LGA 0.6, the same state 0.2, else 0. */
export function locationCloseness(a: DuplicateSubject, b: DuplicateSubject): number {
  if (!present(a.state) || !present(b.state)) return UNKNOWN;
  if (a.state !== b.state) return 0;
  if (!present(a.lga) || !present(b.lga) || a.lga !== b.lga) return 0.2;
  if (!present(a.ward) || !present(b.ward)) return 0.8;
  return a.ward === b.ward ? 1 : 0.6;
}

/** Whether the pair may be compared at all: a record that has an NIN is identified by it. */
export function comparable(a: DuplicateSubject, b: DuplicateSubject): boolean {
  return !present(a.nin) && !present(b.nin);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The score of a pair (0..1) with its reasons, or null when the two are not comparable. */
export function scoreDuplicate(a: DuplicateSubject, b: DuplicateSubject): DuplicateScore | null {
  if (!comparable(a, b)) return null;
  const reasons: DuplicateReasons = {
    name: round(nameSimilarity(a, b)),
    age: round(ageCloseness(a, b)),
    sex: sameValue(a.sex, b.sex),
    location: locationCloseness(a, b),
    household: sameValue(a.groupId, b.groupId),
  };
  const score = (Object.keys(WEIGHTS) as (keyof DuplicateReasons)[]).reduce((sum, key) => sum + WEIGHTS[key] * reasons[key], 0);
  return { score: round(score), reasons };
}

/** Whether a scored pair is a possible duplicate. */
export function isLikelyDuplicate(result: DuplicateScore | null): result is DuplicateScore {
  return result !== null && result.reasons.name >= DUPLICATE_NAME_MIN && result.score >= DUPLICATE_THRESHOLD;
}
