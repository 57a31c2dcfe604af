import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SUPPRESSED_LABEL, type Count } from '../../../domain/publicData';
import { useTranslate } from '../../../i18n/useTranslate';
import { CountText } from '../CountText';
import { formatCount, formatPercent } from '../format';
import { suppressedKeyText } from '../SourceNote';
import { ChartCard } from './ChartCard';
import { EmbedCode } from './EmbedCode';

export interface FigureSeries {
  label: string;
  color: string;
  values: Count[];
}

export interface BarFigureProps {
  id: string;
  title: string;
  unit: string;
  /** Percent values are drawn and written with "%". */
  percent?: boolean;
  source: string;
  notes?: string[];
  categoryLabel: string;
  categories: string[];
  series: FigureSeries[];
  horizontal?: boolean;
  stacked?: boolean;
  /** A category drawn in a darker colour (the chosen state). */
  highlight?: string;
  /** When the server computed the figures (the answer's generatedAt), for the metadata download. */
  generatedAt?: string;
  /** The year the figures describe when it is not that of generatedAt (a reference figure's year). */
  year?: string;
  /** What the figures measure when more than the series and unit say (a reference figure's definition). */
  definition?: string;
}

const HIGHLIGHT = '#003d20';

/** A bar chart in a ChartCard, with its data as the table alternative. */
export function BarFigure({
  id,
  title,
  unit,
  percent = false,
  source,
  notes = [],
  categoryLabel,
  categories,
  series,
  horizontal = false,
  stacked = false,
  highlight,
  generatedAt,
  year,
  definition,
}: BarFigureProps) {
  const t = useTranslate();
  const format = (value: number | null) => (value === null ? SUPPRESSED_LABEL : percent ? formatPercent(value) : formatCount(value));
  const colorMap =
    highlight && series.length === 1
      ? { type: 'ordinal' as const, values: categories, colors: categories.map((c) => (c === highlight ? HIGHLIGHT : series[0].color)) }
      : undefined;
  const band = { scaleType: 'band' as const, data: categories, colorMap };
  const value = { label: unit, valueFormatter: (v: number | null) => (v === null ? '' : format(v)), tickMinStep: 1, ...(percent ? { min: 0, max: 100 } : {}) };
  const height = horizontal ? Math.max(220, categories.length * 24 + 80) : 340;
  const hasSuppressed = series.some((s) => s.values.some((v) => v === null));
  const nothingDrawn = series.every((s) => s.values.every((v) => v === null || v === 0));
  const chart = (
    <>
      {nothingDrawn && (
        <Alert severity="info" data-testid="chart-empty" sx={{ mb: 1 }}>
          {t('charts.nothingDrawn')}
        </Alert>
      )}
      <BarChart
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? value : { ...band, label: categoryLabel }]}
        yAxis={[horizontal ? { ...band, width: 150 } : { ...value, width: 64 }]}
        series={series.map((s) => ({
          data: s.values,
          label: s.label,
          color: s.color,
          stack: stacked ? 'total' : undefined,
          valueFormatter: (v: number | null) => format(v),
        }))}
        height={height}
        hideLegend={series.length < 2}
        margin={{ right: 16 }}
      />
      <EmbedCode id={id} title={title} />
    </>
  );
  const table = (
    <Table size="small" aria-label={`${title} (${unit})`} data-testid="chart-table">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
            {categoryLabel}
          </TableCell>
          {series.map((s) => (
            <TableCell key={s.label} component="th" scope="col" align="right" sx={{ fontWeight: 700 }}>
              {s.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category, row) => (
          <TableRow key={category}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {series.map((s) => (
              <TableCell key={s.label} align="right">
                {percent ? format(s.values[row]) : <CountText value={s.values[row]} />}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <ChartCard
      id={id}
      title={title}
      unit={unit}
      source={source}
      notes={[
        ...(colorMap ? [t('charts.highlighted', { name: highlight ?? '' })] : []),
        ...(hasSuppressed ? [t('charts.suppressedNote', { key: suppressedKeyText(t), label: SUPPRESSED_LABEL })] : []),
        ...notes,
      ]}
      legend={series.length > 1 ? series.map((s) => ({ label: s.label, color: s.color })) : undefined}
      chart={chart}
      table={table}
      figures={{ categoryLabel, categories, series, generatedAt, year, definition }}
    />
  );
}
