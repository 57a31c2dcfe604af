import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useTranslate } from '../../../i18n/useTranslate';

export type ChartDownloadKind = 'png' | 'svg' | 'csv' | 'metadata';

/** The visible label and the accessible name (which names the chart) of each download. */
const KEYS: Record<ChartDownloadKind, { label: string; name: string }> = {
  png: { label: 'charts.png', name: 'charts.downloadPng' },
  svg: { label: 'publicDownloads.svg', name: 'publicDownloads.downloadSvg' },
  csv: { label: 'publicDownloads.csv', name: 'publicDownloads.downloadCsv' },
  metadata: { label: 'publicDownloads.metadata', name: 'publicDownloads.downloadMetadata' },
};

/** A compact group of download buttons for one chart: plain buttons, so Tab and Enter reach each. */
export function ChartDownloadButtons({
  title,
  kinds,
  onDownload,
}: {
  title: string;
  kinds: readonly ChartDownloadKind[];
  onDownload: (kind: ChartDownloadKind) => void;
}) {
  const t = useTranslate();
  return (
    // Wraps rather than overflowing a 360 px screen (the Hausa labels are long).
    <ButtonGroup
      size="small"
      variant="outlined"
      aria-label={t('publicDownloads.chartGroup', { title })}
      data-testid="chart-downloads"
      sx={{ flexWrap: 'wrap', maxWidth: '100%' }}
    >
      {kinds.map((kind) => (
        <Button key={kind} onClick={() => onDownload(kind)} aria-label={t(KEYS[kind].name, { title })} sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
          {t(KEYS[kind].label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
