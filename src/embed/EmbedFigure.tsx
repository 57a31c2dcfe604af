/**
 * One chart as an embed shows it: title, unit and area, legend, the SVG chart and its table, the
 * notes and the source line, and a link to the chart on the site. No site header, menu or footer.
 */
import { SUPPRESSED_LABEL } from '../domain/publicData';
import { useTranslate } from '../i18n/useTranslate';
import type { BarFigureProps } from '../public/components/charts/BarFigure';
import { suppressedKeyText } from '../public/components/SourceNote';
import { SITE_NAME } from '../ui/siteName';
import { FigureTable } from './FigureTable';
import { SvgBarChart } from './SvgBarChart';

export interface EmbedFigureProps {
  figure: BarFigureProps;
  areaName: string;
  /** The chart on the site, with the same area: /charts?zone=… */
  siteHref: string;
}

export function EmbedFigure({ figure, areaName, siteHref }: EmbedFigureProps) {
  const t = useTranslate();
  const { id, title, unit, percent = false, source, notes = [], categoryLabel, categories, series, horizontal = false, stacked = false, highlight } = figure;
  const highlighted = highlight !== undefined && series.length === 1 && categories.includes(highlight);
  const hasSuppressed = series.some((s) => s.values.some((v) => v === null));
  const allNotes = [
    ...(highlighted ? [t('charts.highlighted', { name: highlight })] : []),
    ...(hasSuppressed ? [t('charts.suppressedNote', { key: suppressedKeyText(t), label: SUPPRESSED_LABEL })] : []),
    ...notes,
  ];
  return (
    <main className="embed" aria-labelledby={`${id}-title`} data-testid={`embed-${id}`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="embed-meta">
        <span data-testid="embed-unit">{t('charts.unit', { unit })}</span>
        {' · '}
        <span data-testid="embed-area">{t('publicEmbed.area', { area: areaName })}</span>
      </p>
      {series.length > 1 && (
        <ul className="embed-legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className="swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <SvgBarChart
        label={`${title} (${unit})`}
        description={t('publicEmbed.chartDescription', { unit, category: categoryLabel })}
        categories={categories}
        series={series}
        percent={percent}
        horizontal={horizontal}
        stacked={stacked}
        highlight={highlighted ? highlight : undefined}
      />
      <FigureTable caption={`${title} (${unit})`} categoryLabel={categoryLabel} categories={categories} series={series} percent={percent} />
      <p className="embed-source" data-testid="embed-source">
        {source}
      </p>
      {allNotes.map((note) => (
        <p key={note} className="embed-note">
          {note}
        </p>
      ))}
      <p className="embed-link">
        <a href={siteHref} target="_blank" rel="noopener">
          {t('publicEmbed.viewOn', { site: SITE_NAME })}
          <span className="visually-hidden"> {t('publicEmbed.newTab')}</span>
        </a>
      </p>
    </main>
  );
}
