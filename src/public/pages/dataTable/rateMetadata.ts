/**
 * What the data table's metadata JSON says of its rate columns: their definitions (UIS, the
 * populations they are divided by), the populations' sources and years, and the demo note.
 */
import type { Denominator } from '../../../domain/api/publicRates';
import { SUPPRESSED_LABEL } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';
import { AGES, denominatorsText, distinctDenominators, usesDemoPopulation } from '../../components/rates/rateTexts';
import type { RateColumn, TableColumn } from './tableColumns';
import type { TableRow } from './tableRows';

export interface RateMetadata {
  /** True when a rate column is written. */
  used: boolean;
  definition: (column: RateColumn) => string;
  /** "Population aged 6-11, 2024 — <source> (<licence>); …", or '' when no rate is shown. */
  source: string;
  years: string[];
  notes: string[];
  denominators: Denominator[];
}

export function rateMetadata(t: Translate, columns: readonly TableColumn[], rows: readonly TableRow[]): RateMetadata {
  const used = columns.some((column) => column.source === 'population');
  const rates = used ? rows.map((row) => row.primaryAgeRate) : [];
  const denominators = distinctDenominators(rates);
  const sources = denominatorsText(t, rates);
  const definition = (column: RateColumn): string => {
    const values = { ...AGES, name: t(column.labelKey, AGES), label: SUPPRESSED_LABEL };
    if (column.rate === 'rate') return t('publicRates.definitions.rate', { ...values, sources: sources ?? t('publicRates.definitions.noSources') });
    return t(`publicRates.definitions.${column.rate}`, values);
  };
  return {
    used,
    definition,
    source: sources ?? '',
    years: denominators.map((d) => String(d.year)),
    notes: usesDemoPopulation(rates) ? [`${t('publicRates.demo')}: ${t('publicRates.demoText')}`] : [],
    denominators,
  };
}
