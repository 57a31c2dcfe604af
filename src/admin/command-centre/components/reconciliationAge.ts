import type { TranslateFunction } from 'react-admin';
import { reportAge } from '../../../domain/reconciliationVerdict';

/** "3 hours ago" from the catalogues, so it reads in the chosen language. */
export function translateAge(translate: TranslateFunction, reportedAt: string, now: number): string {
  const { unit, count } = reportAge(reportedAt, now);
  if (unit === 'minutes' && count === 0) return translate('reconciliation.age.now');
  return translate(`reconciliation.age.${unit}`, { smart_count: count });
}
