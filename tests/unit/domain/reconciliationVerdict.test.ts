/** What a reconciliation may say: "Matches" only when every count matches, on a summary. */
import { describe, expect, it } from 'vitest';
import { findingsOf, isStale, reportAge, RECONCILIATION_STALE_MS, type VerdictFigures } from '../../../src/domain/reconciliationVerdict';

const agreeing: VerdictFigures = { onDevice: 5, synced: 5, pending: 0, failed: 0, receivedOnServer: 5, serverOnly: 0, deviceOnly: 0 };
const kinds = (figures: VerdictFigures, source: 'summary' | 'snapshot' | 'none' = 'summary') => findingsOf(figures, source).map((f) => `${f.kind}:${f.count}`);

describe('findingsOf', () => {
  it('says Matches when every count matches on a summary, an empty table included', () => {
    expect(kinds(agreeing)).toEqual(['matches:5']);
    expect(kinds({ ...agreeing, onDevice: 0, synced: 0, receivedOnServer: 0 })).toEqual(['matches:0']);
  });

  it('never says Matches beside 66 on the device and 0 received (the tester’s report)', () => {
    const unsent = { ...agreeing, onDevice: 66, synced: 0, pending: 66, receivedOnServer: 0 };
    expect(kinds(unsent, 'snapshot')).toEqual(['incomplete:66', 'pending:66']);
    expect(kinds(unsent)).toEqual(['pending:66']);
  });

  it('names each reason the sides differ, failed and one-sided records included', () => {
    expect(kinds({ ...agreeing, onDevice: 7, pending: 1, failed: 1 })).toEqual(['pending:1', 'failed:1']);
    expect(kinds({ ...agreeing, receivedOnServer: 6, serverOnly: 1 })).toEqual(['serverOnly:1']);
    expect(kinds({ ...agreeing, receivedOnServer: 4, deviceOnly: 1 })).toEqual(['deviceOnly:1']);
  });

  it('says the counts differ when nothing listed explains it (rows of unknown status)', () => {
    expect(kinds({ ...agreeing, onDevice: 6 })).toEqual(['countsDiffer:1']);
  });

  it('cannot tell a match from a queue snapshot, nor from no report', () => {
    expect(kinds(agreeing, 'snapshot')).toEqual(['incomplete:5']);
    expect(kinds({ ...agreeing, onDevice: 0, synced: 0 }, 'none')).toEqual(['unreported:0']);
  });
});

describe('age and staleness', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how old a report is in minutes, hours, then days', () => {
    expect(reportAge(ago(30_000), now)).toEqual({ unit: 'minutes', count: 0 });
    expect(reportAge(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(reportAge(ago(3 * 3_600_000), now)).toEqual({ unit: 'hours', count: 3 });
    expect(reportAge(ago(3 * 86_400_000), now)).toEqual({ unit: 'days', count: 3 });
  });

  it('calls a snapshot stale always and a summary once it is older than a day', () => {
    expect(isStale('snapshot', ago(1000), now)).toBe(true);
    expect(isStale('none', null, now)).toBe(true);
    expect(isStale('summary', ago(RECONCILIATION_STALE_MS - 1000), now)).toBe(false);
    expect(isStale('summary', ago(RECONCILIATION_STALE_MS + 1000), now)).toBe(true);
  });
});
