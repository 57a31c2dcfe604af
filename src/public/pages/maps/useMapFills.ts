/** The map's classes, fills, labels and legend swatches for one indicator over the state rows. */
import { useMemo } from 'react';
import { SUPPRESSED_KEY, type Count, type IndicatorRow } from '../../../domain/publicData';
import { classOf, NO_DATA_FILL, quantileClasses, SUPPRESSED_FILL, type MapClass } from '../../components/map/classes';
import type { LegendSwatch } from '../../components/map/MapLegend';
import { describeValue } from '../../components/format';
import type { Indicator } from '../../components/indicators';

export interface MapFills {
  classes: MapClass[];
  extra: LegendSwatch[];
  valueOf: (slug: string) => Count | undefined;
  fillOf: (slug: string) => string;
  labelOf: (slug: string) => string;
  rowOf: (slug: string) => IndicatorRow | undefined;
}

export function useMapFills(rows: readonly IndicatorRow[], indicator: Indicator): MapFills {
  return useMemo(() => {
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const valueOf = (slug: string) => {
      const row = bySlug.get(slug);
      return row ? indicator.value(row) : undefined;
    };
    const values = rows.map((row) => indicator.value(row)).filter((v): v is number => typeof v === 'number');
    const classes = quantileClasses(values);
    const extra: LegendSwatch[] = [];
    if (rows.some((row) => indicator.value(row) === null)) extra.push({ colour: SUPPRESSED_FILL, label: SUPPRESSED_KEY });
    if (rows.length < 37 || rows.some((row) => indicator.value(row) === undefined)) extra.push({ colour: NO_DATA_FILL, label: 'No figure' });
    const fillOf = (slug: string) => {
      const value = valueOf(slug);
      if (value === undefined) return NO_DATA_FILL;
      if (value === null) return SUPPRESSED_FILL;
      return classOf(value, classes)?.colour ?? NO_DATA_FILL;
    };
    const labelOf = (slug: string) => {
      const row = bySlug.get(slug);
      return `${row?.name ?? slug}${row?.zone ? `, ${row.zone.name}` : ''}: ${indicator.label} ${describeValue(valueOf(slug), indicator.unit)}`;
    };
    return { classes, extra, valueOf, fillOf, labelOf, rowOf: (slug: string) => bySlug.get(slug) };
  }, [rows, indicator]);
}
