import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LgaIndicatorRow } from '../../../domain/api/publicLocal';
import { useTranslate } from '../../../i18n/useTranslate';
import { BarFigure } from '../../components/charts/BarFigure';
import { recordsSourceText } from '../../components/SourceNote';
import { compareLgas, OOS_COLUMN } from './lgaColumns';

/** Enough bars to read on a phone; the rest are one click (and the table) away. */
export const TOP_LGAS = 10;
const GREEN = '#00703c';

interface LgaChartProps {
  rows: readonly LgaIndicatorRow[];
  stateName: string;
  generatedAt: string;
  showAll: boolean;
  onShowAll: (all: boolean) => void;
}

/** Out-of-school children by LGA, most first: the top LGAs, or all of them. */
export function LgaChart({ rows, stateName, generatedAt, showAll, onShowAll }: LgaChartProps) {
  const t = useTranslate();
  const sorted = [...rows].sort((a, b) => compareLgas(a, b, OOS_COLUMN.id, 'desc'));
  const cut = rows.length > TOP_LGAS && !showAll;
  const drawn = cut ? sorted.slice(0, TOP_LGAS) : sorted;
  return (
    <Stack spacing={1} data-testid="lga-chart">
      <BarFigure
        id="oos-by-lga"
        title={t('publicState.chartTitle', { state: stateName })}
        unit={t('charts.children')}
        source={recordsSourceText(t, generatedAt)}
        notes={cut ? [t('publicState.chartTop', { top: TOP_LGAS, rest: rows.length - TOP_LGAS })] : []}
        categoryLabel={t('publicState.lga')}
        categories={drawn.map((row) => row.name)}
        series={[{ label: t('charts.childrenSeries'), color: GREEN, values: drawn.map((row) => OOS_COLUMN.value(row)) }]}
        horizontal
      />
      {rows.length > TOP_LGAS && (
        <div>
          <Button variant="outlined" size="small" onClick={() => onShowAll(!showAll)} aria-controls="oos-by-lga-title" data-testid="lga-chart-toggle">
            {showAll ? t('publicState.showTop', { top: TOP_LGAS }) : t('publicState.showAll', { count: rows.length })}
          </Button>
        </div>
      )}
    </Stack>
  );
}
