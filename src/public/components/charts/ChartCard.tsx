import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TableChartIcon from '@mui/icons-material/TableChart';
import { downloadFileNames } from '../../../domain/publicDownloads';
import { useLocale, useTranslate } from '../../../i18n/useTranslate';
import { downloadCsv, downloadJson } from '../csv';
import { SourceNote } from '../SourceNote';
import { ChartDownloadButtons, type ChartDownloadKind } from './ChartDownloadButtons';
import { chartCsv, chartMetadataJson, type ChartFigures } from './chartDownloads';
import { ChartImageError, downloadChartPng, downloadChartSvg, type ImageLegendItem } from './chartImage';

export interface ChartCardProps {
  id: string;
  title: string;
  unit: string;
  source: string;
  /** Notes under the source (suppressed bars, what "not recorded" means). */
  notes?: string[];
  legend?: readonly ImageLegendItem[];
  chart: ReactNode;
  table: ReactNode;
  /** The figures drawn: with them the card also downloads them as CSV with their metadata. */
  figures?: ChartFigures;
}

/** The chart's drawing: the largest SVG in the card (legend marks and icons are small ones). */
function largestSvg(root: HTMLElement | null): SVGSVGElement | undefined {
  const area = (svg: SVGSVGElement) => svg.getBoundingClientRect().width * svg.getBoundingClientRect().height;
  return [...(root?.querySelectorAll('svg') ?? [])].sort((a, b) => area(b) - area(a))[0];
}

const IMAGE_KINDS: readonly ChartDownloadKind[] = ['png', 'svg'];
const ALL_KINDS: readonly ChartDownloadKind[] = ['png', 'svg', 'csv', 'metadata'];

/**
 * One chart with its title, unit and source note; a toggle to its table alternative and the
 * downloads: PNG and SVG of the chart with its title and source, CSV of its figures and their
 * metadata JSON.
 */
export function ChartCard({ id, title, unit, source, notes = [], legend, chart, table, figures }: ChartCardProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [showTable, setShowTable] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const titleId = `${id}-title`;
  const names = downloadFileNames(id);
  const save = async (kind: ChartDownloadKind) => {
    if ((kind === 'csv' || kind === 'metadata') && figures) {
      const described = { id, title, unit, source, notes, ...figures };
      if (kind === 'csv') downloadCsv(chartCsv(described), names.csv);
      else downloadJson(chartMetadataJson(described, t, { url: window.location.href, language: locale, downloadedAt: new Date() }), names.metadata);
      return;
    }
    const svg = largestSvg(chartRef.current);
    if (!svg) throw new ChartImageError('charts.imageNotDrawn');
    const frame = { title, note: t('charts.imageNote', { unit, source }), legend };
    if (kind === 'svg') downloadChartSvg(svg, { ...frame, filename: names.svg });
    else await downloadChartPng(svg, { ...frame, filename: names.png });
  };
  const download = async (kind: ChartDownloadKind) => {
    setFailure(null);
    try {
      await save(kind);
    } catch (error) {
      if (error instanceof ChartImageError) setFailure(t(error.key));
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-testid={`chart-${id}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography id={titleId} component="h2" variant="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="chart-unit">
            {t('charts.unit', { unit })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<TableChartIcon />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('charts.hideTable') : t('charts.showTable')}
          </Button>
          <ChartDownloadButtons title={title} kinds={figures ? ALL_KINDS : IMAGE_KINDS} onDownload={(kind) => void download(kind)} />
        </Stack>
      </Stack>
      <Box ref={chartRef} sx={{ mt: 2 }}>
        {chart}
      </Box>
      <Box id={tableId} hidden={!showTable} sx={{ mt: 2 }}>
        {showTable && table}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <SourceNote testId="chart-source">{source}</SourceNote>
      {notes.map((note) => (
        <SourceNote key={note}>{note}</SourceNote>
      ))}
    </Paper>
  );
}
