import { BarChart } from '@mui/x-charts/BarChart';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { differenceInCalendarDays, parseISO } from 'date-fns';

interface Point {
  date: string;
  total: number;
}

/** Days, or months when the records span more than about two months, so the bars stay readable. */
export function bucketsOf(byDay: readonly Point[]): { unit: 'day' | 'month'; points: Point[] } {
  if (byDay.length === 0) return { unit: 'day', points: [] };
  const span = differenceInCalendarDays(parseISO(byDay[byDay.length - 1].date), parseISO(byDay[0].date));
  if (span <= 62) return { unit: 'day', points: [...byDay] };
  const months = new Map<string, number>();
  for (const { date, total } of byDay) months.set(date.slice(0, 7), (months.get(date.slice(0, 7)) ?? 0) + total);
  return { unit: 'month', points: [...months].map(([date, total]) => ({ date, total })) };
}

export function RecordsOverTime({ byDay }: { byDay: readonly Point[] }) {
  const translate = useTranslate();
  const { unit, points } = bucketsOf(byDay);
  if (points.length === 0) return null;
  return (
    <figure style={{ margin: 0 }} data-testid="performance-chart">
      <Typography component="figcaption" variant="subtitle2">
        {translate(unit === 'day' ? 'reports.perDay' : 'reports.perMonth')}
      </Typography>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: points.map((p) => p.date), label: translate(unit === 'day' ? 'reports.day' : 'reports.month') }]}
        yAxis={[{ label: translate('reports.recordsAxis'), tickMinStep: 1, width: 56 }]}
        series={[{ data: points.map((p) => p.total), label: translate('reports.records'), color: '#00703c' }]}
        hideLegend
        margin={{ right: 16 }}
      />
    </figure>
  );
}
