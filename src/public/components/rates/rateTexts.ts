/**
 * The words and numbers of the out-of-school rate of the primary age group (src/domain/population.ts,
 * src/domain/api/publicRates.ts), pure: the pages pass in the translate function and the number
 * locale. A rate is shown only with the population it is divided by; without one, the reason.
 */
import type { Denominator, PrimaryAgeRate } from '../../../domain/api/publicRates';
import { PRIMARY_AGE, type NoRateReason } from '../../../domain/population';
import type { Count } from '../../../domain/publicData';
import type { Translate } from '../../../i18n/translate';

/** The age group every phrase of the rates names. */
export const AGES = { ages: PRIMARY_AGE.label } as const;

/** What a rate shows: its percent with the population it is divided by, or why there is none. */
export type RateShown = { kind: 'rate'; percent: number; denominator: Denominator } | { kind: 'none'; reason: NoRateReason };

export function rateShown(rate: PrimaryAgeRate): RateShown {
  if (rate.total !== null && rate.denominator !== null) return { kind: 'rate', percent: rate.total, denominator: rate.denominator };
  return { kind: 'none', reason: rate.noRate ?? 'noPopulation' };
}

/** A percent to one decimal in the language's conventions: "23.4%". */
export const formatRatePercent = (percent: number, locale: string): string =>
  `${percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** A parity index to two decimals: "0.85". */
export const formatIndex = (value: number, locale: string): string => value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "No rate: …" for the area (the noPopulation text names it). */
export const noRateText = (t: Translate, reason: NoRateReason, area: string): string => t(`publicRates.noRate.${reason}`, { ...AGES, area });

/** "Girls: 25.0% · Boys: 20.0%", or null unless both rates by sex are there. */
export function bySexText(t: Translate, rate: PrimaryAgeRate, locale: string): string | null {
  if (rate.female === null || rate.male === null) return null;
  return t('publicRates.bySex', { female: formatRatePercent(rate.female, locale), male: formatRatePercent(rate.male, locale) });
}

/** The adjusted index when it differs from the GPI (above 1), else null. */
export const adjustedGpiIfDifferent = (rate: PrimaryAgeRate): number | null =>
  rate.gpi !== null && rate.adjustedGpi !== null && rate.adjustedGpi !== rate.gpi ? rate.adjustedGpi : null;

/** "Gender parity index (girls’ rate ÷ boys’ rate): 1.25; adjusted: 1.20", or null without a GPI. */
export function gpiText(t: Translate, rate: PrimaryAgeRate, locale: string): string | null {
  if (rate.gpi === null) return null;
  const gpi = formatIndex(rate.gpi, locale);
  const adjusted = adjustedGpiIfDifferent(rate);
  return adjusted === null ? t('publicRates.gpi', { gpi }) : t('publicRates.gpiAdjusted', { gpi, adjusted: formatIndex(adjusted, locale) });
}

const denominatorValues = (d: Denominator) => ({ ages: d.ageGroup, year: d.year, source: d.source, licence: d.licence });

/** "Population aged 6-11, 2024: 1,234,567 — <source> (<licence>)"; without the figure when only the sexes are stored. */
export function denominatorText(t: Translate, d: Denominator, locale: string): string {
  if (d.total === null) return denominatorSourceText(t, d);
  return t('publicRates.denominator', { ...denominatorValues(d), population: d.total.toLocaleString(locale) });
}

/** "Population aged 6-11, 2024 — <source> (<licence>)": a table's population, whose figure differs by row. */
export const denominatorSourceText = (t: Translate, d: Denominator): string => t('publicRates.denominatorSource', denominatorValues(d));

/** The rates that are shown, with their populations. */
const shownDenominators = (rates: readonly PrimaryAgeRate[]): Denominator[] =>
  rates.flatMap((rate) => {
    const shown = rateShown(rate);
    return shown.kind === 'rate' ? [shown.denominator] : [];
  });

/** True when a shown rate is divided by the demo seed's illustrative population. */
export const usesDemoPopulation = (rates: readonly PrimaryAgeRate[]): boolean => shownDenominators(rates).some((d) => d.demo);

/** The populations of the shown rates, each source and year once, newest year first. */
export function distinctDenominators(rates: readonly PrimaryAgeRate[]): Denominator[] {
  const byKey = new Map<string, Denominator>();
  for (const d of shownDenominators(rates)) {
    const key = [d.ageGroup, d.year, d.source, d.licence, d.demo].join('\u0000');
    if (!byKey.has(key)) byKey.set(key, d);
  }
  return [...byKey.values()].sort((a, b) => b.year - a.year || a.source.localeCompare(b.source));
}

/** The populations of the shown rates as one line: "Population aged 6-11, 2024 — A (CC0); …", or null when no rate is shown. */
export function denominatorsText(t: Translate, rates: readonly PrimaryAgeRate[]): string | null {
  const list = distinctDenominators(rates);
  return list.length ? list.map((d) => denominatorSourceText(t, d)).join('; ') : null;
}

/**
 * A rate's value in a sortable, downloadable column: the percent; null (the hidden-count marker)
 * where the count is hidden; undefined (no figure) where no population is loaded.
 */
export function rateValue(rate: PrimaryAgeRate): Count | undefined {
  const shown = rateShown(rate);
  if (shown.kind === 'rate') return shown.percent;
  return shown.reason === 'hidden' ? null : undefined;
}

/** The GPI (or adjusted GPI) as a column value: hidden with its count, undefined where there is none. */
export function gpiValue(rate: PrimaryAgeRate, which: 'gpi' | 'adjustedGpi' = 'gpi'): Count | undefined {
  const shown = rateShown(rate);
  if (shown.kind === 'none') return shown.reason === 'hidden' ? null : undefined;
  return rate[which] ?? undefined;
}

/**
 * The notes under a table of rates: what the rate is and the populations it is divided by (or that
 * none is loaded), and what the marks of a missing rate mean when a row has one.
 */
export function rateNoteTexts(t: Translate, rates: readonly PrimaryAgeRate[], hiddenLabel: string): string[] {
  if (rates.length === 0) return [];
  const sources = denominatorsText(t, rates);
  const missing = rates.some((rate) => rateShown(rate).kind === 'none');
  if (sources === null) return [t('publicRates.tableNoPopulation', AGES)];
  return [t('publicRates.tableNote', { ...AGES, sources }), ...(missing ? [t('publicRates.tableWithout', { label: hiddenLabel })] : [])];
}
