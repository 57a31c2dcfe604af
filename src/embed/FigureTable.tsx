/** The embed's figures as a table: the chart's text alternative, behind a disclosure. */
import type { FigureSeries } from '../public/components/charts/BarFigure';
import { useTranslate } from '../i18n/useTranslate';
import { formatFigure } from './SvgBarChart';

export interface FigureTableProps {
  caption: string;
  categoryLabel: string;
  categories: string[];
  series: FigureSeries[];
  percent?: boolean;
}

export function FigureTable({ caption, categoryLabel, categories, series, percent = false }: FigureTableProps) {
  const t = useTranslate();
  return (
    <details className="embed-table">
      <summary>{t('publicEmbed.table')}</summary>
      <table data-testid="embed-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th key={s.label} scope="col" className="number">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, row) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((s) => (
                <td key={s.label} className="number">
                  {formatFigure(s.values[row] ?? null, percent)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
