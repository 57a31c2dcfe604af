import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import TableChartIcon from '@mui/icons-material/TableChart';
import { useTranslate } from '../../../i18n/useTranslate';
import { SourceNote } from '../SourceNote';
import { ChartImageError, downloadChartPng, type ImageLegendItem } from './chartImage';

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
}

/** The chart's drawing: the largest SVG in the card (legend marks and icons are small ones). */
function largestSvg(root: HTMLElement | null): SVGSVGElement | undefined {
  const area = (svg: SVGSVGElement) => svg.getBoundingClientRect().width * svg.getBoundingClientRect().height;
  return [...(root?.querySelectorAll('svg') ?? [])].sort((a, b) => area(b) - area(a))[0];
}

/**
 * One chart with its title, unit and source note; a toggle to its table alternative and a PNG
 * download of the chart with its title and source.
 */
export function ChartCard({ id, title, unit, source, notes = [], legend, chart, table }: ChartCardProps) {
  const t = useTranslate();
  const [showTable, setShowTable] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const titleId = `${id}-title`;
  const download = async () => {
    const svg = largestSvg(chartRef.current);
    setFailure(null);
    try {
      if (!svg) throw new ChartImageError('charts.imageNotDrawn');
      await downloadChartPng(svg, { title, note: t('charts.imageNote', { unit, source }), legend, filename: `${id}.png` });
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
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
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
          <Button size="small" variant="outlined" startIcon={<ImageIcon />} onClick={() => void download()} aria-label={t('charts.downloadPng', { title })}>
            {t('charts.png')}
          </Button>
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
