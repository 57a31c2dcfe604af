import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { ExtractionEstimateData, ExtractionResultData } from '../../../domain/protocol';
import { batchLabelKey, formatBytes, formatTime } from '../labels';
import type { BatchEntry } from '../state/types';
import { Panel } from './Panel';

type Figures = [string, string][];

/** The figures of an extraction (spec 01 §3) or of a summary-only answer. */
function figures(data: unknown, translate: TranslateFunction): Figures {
  const summary = ((data ?? {}) as { summary?: Record<string, unknown> }).summary ?? {};
  const number = (key: string) => (typeof summary[key] === 'number' ? (summary[key] as number) : null);
  if (number('totalRecords') !== null) {
    const s = summary as unknown as ExtractionResultData['summary'];
    return [
      [translate('commandCentre.batchResults.records'), String(s.totalRecords)],
      [translate('commandCentre.batchResults.tables'), String(s.totalTables)],
      [
        translate('commandCentre.batchResults.images'),
        translate('commandCentre.batchResults.imagesOf', { successful: s.successfulImages, total: s.imageCount }),
      ],
      [translate('commandCentre.batchResults.dataSize'), formatBytes(s.dataSize)],
    ];
  }
  const e = summary as unknown as Partial<ExtractionEstimateData['summary']>;
  return [
    [translate('commandCentre.batchResults.estimatedTables'), String(e.estimatedTables ?? '—')],
    [translate('commandCentre.batchResults.estimatedRecords'), String(e.estimatedRecords ?? '—')],
    [translate('commandCentre.batchResults.estimatedImages'), String(e.estimatedImages ?? '—')],
  ];
}

/** Downloads an extraction bundle (manage_users); disabled while the download runs. */
function DownloadButton({ extractionId, onDownload }: { extractionId: string; onDownload: (id: string) => Promise<void> }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(extractionId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()} sx={{ mt: 1 }}>
      {translate(busy ? 'commandCentre.batchResults.downloading' : 'commandCentre.batchResults.download')}
    </Button>
  );
}

interface BatchCardProps {
  entry: BatchEntry;
  onDownload?: (extractionId: string) => Promise<void>;
}

function BatchCard({ entry, onDownload }: BatchCardProps) {
  const translate = useTranslate();
  const labelKey = batchLabelKey(entry.command);
  const data = (entry.data ?? {}) as Partial<ExtractionResultData>;
  return (
    <Card variant="outlined" data-testid="cc-batch-result">
      <CardContent>
        <Typography variant="subtitle2">
          {labelKey ? translate(labelKey) : entry.command} · {formatTime(entry.at)}
        </Typography>
        {data.message && <Typography variant="body2">{data.message}</Typography>}
        {data.extractionId && (
          <Typography variant="body2" color="text.secondary">
            {translate('commandCentre.batchResults.extraction', { id: data.extractionId })}
          </Typography>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {figures(entry.data, translate).map(([label, value]) => (
            <div key={label}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2">{value}</Typography>
            </div>
          ))}
        </Stack>
        {data.filePath && (
          <Typography variant="caption" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
            {translate('commandCentre.batchResults.file', { path: data.filePath })}
          </Typography>
        )}
        {data.extractionId && onDownload && <DownloadButton extractionId={data.extractionId} onDownload={onDownload} />}
      </CardContent>
    </Card>
  );
}

interface BatchResultsPanelProps {
  entries: readonly BatchEntry[];
  /** Offered on extraction results when the admin may download bundles. */
  onDownload?: (extractionId: string) => Promise<void>;
}

export const BatchResultsPanel = memo(function BatchResultsPanel({ entries, onDownload }: BatchResultsPanelProps) {
  const translate = useTranslate();
  return (
    <Panel title={translate('commandCentre.panels.batchResults')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate('commandCentre.batchResults.empty')}</Typography>
      ) : (
        <Stack spacing={1}>
          {entries.map((entry) => (
            <BatchCard key={entry.requestId} entry={entry} onDownload={onDownload} />
          ))}
        </Stack>
      )}
    </Panel>
  );
});
