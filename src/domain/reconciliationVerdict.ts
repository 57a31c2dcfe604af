/**
 * What a reconciliation may honestly say, in one place for the Command Centre panel
 * and the report: "Matches" only when every count matches, on a complete report (a summary);
 * otherwise each reason the two sides differ, with its count. A report that is old says how old.
 */
import { utc } from '@date-fns/utc';
import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';
import type { ReconciliationSource, ReconciliationTotals } from './reconciliation';

/** The figures a verdict reads: one table's, or every table's added up (the report's totals). */
export type VerdictFigures = ReconciliationTotals;

/**
 * - `matches`: device and server hold the same records, every one synced.
 * - `incomplete`: a queue snapshot lists only the latest synced records, so a match cannot be told.
 * - `unreported`: the device has not said what it holds.
 * - `pending` / `failed`: records the device has not delivered yet, or failed to.
 * - `serverOnly` / `deviceOnly`: records only one side holds.
 * - `countsDiffer`: the counts differ and none of the above says why (e.g. rows of unknown status).
 */
export type FindingKind = 'matches' | 'incomplete' | 'unreported' | 'pending' | 'failed' | 'serverOnly' | 'deviceOnly' | 'countsDiffer';

export interface Finding {
  kind: FindingKind;
  count: number;
}

/** A report older than this is called out with its age, whatever its source. */
export const RECONCILIATION_STALE_MS = 24 * 60 * 60 * 1000;

export function everyCountMatches(figures: VerdictFigures): boolean {
  const { onDevice, synced, pending, failed, receivedOnServer, serverOnly, deviceOnly } = figures;
  return onDevice === synced && synced === receivedOnServer && pending === 0 && failed === 0 && serverOnly === 0 && deviceOnly === 0;
}

/** The findings to show, in this order; `matches` is never beside another. */
export function findingsOf(figures: VerdictFigures, source: ReconciliationSource): Finding[] {
  if (source === 'summary' && everyCountMatches(figures)) return [{ kind: 'matches', count: figures.onDevice }];
  const findings: Finding[] = [];
  if (source === 'none') findings.push({ kind: 'unreported', count: 0 });
  if (source === 'snapshot') findings.push({ kind: 'incomplete', count: figures.onDevice });
  for (const kind of ['pending', 'failed', 'serverOnly', 'deviceOnly'] as const) {
    if (figures[kind] > 0) findings.push({ kind, count: figures[kind] });
  }
  if (findings.length === 0) findings.push({ kind: 'countsDiffer', count: Math.abs(figures.onDevice - figures.receivedOnServer) });
  return findings;
}

/** How old the report is, in whole units for the catalogues' plural forms. */
export function reportAge(reportedAt: string, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, differenceInMinutes(now, reportedAt));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = differenceInHours(now, reportedAt);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: differenceInDays(now, reportedAt, { in: utc }) };
}

/** A snapshot is always worth replacing by a summary; a summary once it is a day old. */
export function isStale(source: ReconciliationSource, reportedAt: string | null, now: number): boolean {
  if (source !== 'summary' || reportedAt === null) return true;
  return now - new Date(reportedAt).getTime() > RECONCILIATION_STALE_MS;
}
