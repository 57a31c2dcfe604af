/** The map's classes, fills, labels and legend swatches for one indicator over the state rows. */
import { useMemo } from 'react';
import type { Count, IndicatorRow } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { classOf, NO_DATA_FILL, quantileClasses, SUPPRESSED_FILL, type MapClass } from '../../components/map/classes';
import type { LegendSwatch } from '../../components/map/MapLegend';
import { describeValue } from '../../components/format';
import type { Indicator } from '../../components/indicators';
import { zoneLabel } from '../../components/labels';
import { suppressedKeyText } from '../../components/SourceNote';

export interface MapFills {
  classes: MapClass[];
  extra: LegendSwatch[];
  valueOf: (slug: string) => Count | undefined;
  fillOf: (slug: string) => string;
  labelOf: (slug: string) => string;
  rowOf: (slug: string) => IndicatorRow | undefined;
}

export function useMapFills(rows: readonly IndicatorRow[], indicator: Indicator): MapFills {
  const t = useTranslate();
  return useMemo(() => {
    const indicatorLabel = t(indicator.labelKey);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const valueOf = (slug: string) => {
      const row = bySlug.get(slug);
      return row ? indicator.value(row) : undefined;
    };
    const values = rows.map((row) => indicator.value(row)).filter((v): v is number => typeof v === 'number');
    const classes = quantileClasses(values);
    const extra: LegendSwatch[] = [];
    if (rows.some((row) => indicator.value(row) === null)) extra.push({ colour: SUPPRESSED_FILL, label: suppressedKeyText(t) });
    if (rows.length < 37 || rows.some((row) => indicator.value(row) === undefined)) extra.push({ colour: NO_DATA_FILL, label: t('maps.noFigure') });
    const fillOf = (slug: string) => {
      const value = valueOf(slug);
      if (value === undefined) return NO_DATA_FILL;
      if (value === null) return SUPPRESSED_FILL;
      return classOf(value, classes)?.colour ?? NO_DATA_FILL;
    };
    const labelOf = (slug: string) => {
      const row = bySlug.get(slug);
      const values = { name: row?.name ?? slug, indicator: indicatorLabel, value: describeValue(valueOf(slug), indicator.unit) };
      return row?.zone ? t('maps.stateLabel', { ...values, zone: zoneLabel(t, row.zone) }) : t('maps.stateLabelNoZone', values);
    };
    return { classes, extra, valueOf, fillOf, labelOf, rowOf: (slug: string) => bySlug.get(slug) };
  }, [rows, indicator, t]);
}
