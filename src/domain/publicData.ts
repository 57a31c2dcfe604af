/**
 * The public data answers (docs/api-public.md), shared by the server and the public pages:
 * aggregates only, hidden counts (under SUPPRESSION_THRESHOLD, or that would let one be worked out)
 * sent as null and shown as SUPPRESSED_LABEL.
 */
import { OOS_CATEGORIES, OOS_REASONS, SCHOOL_TYPES, SEXES } from './records/enums';

/**
 * Counts from 1 to SUPPRESSION_THRESHOLD - 1 are suppressed; 0 is shown as 0. Where a suppressed
 * count could be worked out from a total, another count is suppressed too (server/public/suppression.ts).
 */
export const SUPPRESSION_THRESHOLD = 5;
/** The one marker of a hidden count (the convention of national statistics offices); it says nothing of its size. */
export const SUPPRESSED_LABEL = 'x';
/** The tooltip and accessible description of a hidden count. */
export const SUPPRESSED_TEXT = 'Hidden to protect privacy';
/** The legend and notes entry for the marker. */
export const SUPPRESSED_KEY = `${SUPPRESSED_LABEL}: hidden to protect privacy (a count from 1 to ${SUPPRESSION_THRESHOLD - 1}, or a count that would let one be worked out)`;
export const SUPPRESSION_NOTE =
  `Counts from 1 to ${SUPPRESSION_THRESHOLD - 1} are hidden so that no person can be singled out, and so is any other count that would let a hidden one be worked out from a total. ` +
  `A hidden count is shown as "${SUPPRESSED_LABEL}" and may be of any size. 0 is shown as 0.`;

/** Age groups of out-of-school children: [label, from (inclusive), to (exclusive)]. */
export const AGE_GROUPS = [
  ['5-9', 5, 10],
  ['10-12', 10, 13],
  ['13-15', 13, 16],
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number][0];
export const AGE_GROUP_LABELS: readonly AgeGroup[] = AGE_GROUPS.map(([label]) => label);

/** The cell of every breakdown for a missing value or one not in the list. */
export const NOT_RECORDED = 'notRecorded';

export const PROGRAMME_STATUSES = ['planned', 'active', 'completed'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

export const INDICATOR_LEVELS = ['state', 'zone'] as const;
export type IndicatorLevel = (typeof INDICATOR_LEVELS)[number];

export const REFERENCE_CATEGORIES = ['literacy', 'out-of-school', 'almajiri'] as const;
export type ReferenceCategory = (typeof REFERENCE_CATEGORIES)[number];
export const REFERENCE_SCOPES = ['national', 'zone', 'state'] as const;
export type ReferenceScope = (typeof REFERENCE_SCOPES)[number];
export const REFERENCE_UNITS = ['percent', 'count'] as const;
export type ReferenceUnit = (typeof REFERENCE_UNITS)[number];

/** A count; null when suppressed (1 to 4, or hidden so that such a count cannot be worked out). */
export type Count = number | null;
export type Breakdown<K extends string> = Record<K | typeof NOT_RECORDED, Count>;

export type SchoolType = (typeof SCHOOL_TYPES)[number];
export type Sex = (typeof SEXES)[number];
export type OosCategory = (typeof OOS_CATEGORIES)[number];
export type OosReason = (typeof OOS_REASONS)[number];

/** The answers themselves are the wire contracts of ./api/public.ts. */
export type {
  AdminProgramme,
  ChildBreakdowns,
  IndicatorRow,
  IndicatorsAnswer,
  ProgrammeAnswer,
  ProgrammePartner,
  ProgrammesAnswer,
  ProgressFigures,
  PublicProgramme,
  PublicProgrammeDetail,
  PublicSummary,
  ReferenceFigure,
  ReferenceFiguresAnswer,
  Suppression,
  SummaryAnswer,
} from './api/public';

/** Primary suppression of one raw count: null when it is from 1 to SUPPRESSION_THRESHOLD - 1. */
export function suppress(count: number): Count {
  return count > 0 && count < SUPPRESSION_THRESHOLD ? null : count;
}

export function isSuppressed(count: Count): count is null {
  return count === null;
}

/** SUPPRESSED_LABEL for a hidden count, else the number with thousands separators. */
export function formatCount(count: Count, locale = 'en-NG'): string {
  return count === null ? SUPPRESSED_LABEL : count.toLocaleString(locale);
}
