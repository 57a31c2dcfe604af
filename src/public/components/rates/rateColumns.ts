/**
 * The columns of the out-of-school rate of the primary age group in the public tables (the state
 * page's LGA table, the data table) and in their CSV: ids (kept in the page's address) and names.
 * Names take the age group as `%{ages}`: translate them with AGES (./rateTexts.ts).
 */
import { PRIMARY_AGE } from '../../../domain/population';

export const RATE_COLUMNS = {
  rate: { id: `oos-rate-${PRIMARY_AGE.label}`, labelKey: 'publicRates.columns.rate' },
  gpi: { id: `gpi-${PRIMARY_AGE.label}`, labelKey: 'publicRates.columns.gpi' },
  /** In the CSV only, right after the GPI: the table shows the adjusted index inside the GPI's cell. */
  adjustedGpi: { id: `adjusted-gpi-${PRIMARY_AGE.label}`, labelKey: 'publicRates.columns.adjustedGpi' },
} as const;

export const RATE_GROUP_KEY = 'publicRates.columns.group';
