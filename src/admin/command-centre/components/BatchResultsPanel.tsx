import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ExtractionEstimateData, ExtractionResultData } from '../../../domain/protocol';
import { batchLabel, formatBytes, formatTime } from '../labels';
import type { BatchEntry } from '../state/types';
import { Panel } from './Panel';

type Figures = [string, string][];

/** The figures of an extraction (spec 01 §3) or of a summary-only answer. */
function figures(data: unknown): Figures {
  const summary = ((data ?? {}) as { summary?: Record<string, unknown> }).summary ?? {};
  const number = (key: string) => (typeof summary[key] === 'number' ? (summary[key] as number) : null);
  if (number('totalRecords') !== null) {
    const s = summary as unknown as ExtractionResultData['summary'];
    return [
      ['Records', String(s.totalRecords)],
      ['Tables', String(s.totalTables)],
      ['Images', `${s.successfulImages} of ${s.imageCount}`],
      ['Data size', formatBytes(s.dataSize)],
    ];
  }
  const e = summary as unknown as Partial<ExtractionEstimateData['summary']>;
  return [
    ['Estimated tables', String(e.estimatedTables ?? '—')],
    ['Estimated records', String(e.estimatedRecords ?? '—')],
    ['Estimated images', String(e.estimatedImages ?? '—')],
  ];
}

/** Downloads an extraction bundle (manage_users); disabled while the download runs. */
function DownloadButton({ extractionId, onDownload }: { extractionId: string; onDownload: (id: string) => Promise<void> }) {
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
      {busy ? 'Downloading...' : 'Download bundle'}
    </Button>
  );
}

interface BatchCardProps {
  entry: BatchEntry;
  onDownload?: (extractionId: string) => Promise<void>;
}

function BatchCard({ entry, onDownload }: BatchCardProps) {
  const data = (entry.data ?? {}) as Partial<ExtractionResultData>;
  return (
    <Card variant="outlined" data-testid="cc-batch-result">
      <CardContent>
        <Typography variant="subtitle2">
          {batchLabel(entry.command)} · {formatTime(entry.at)}
        </Typography>
        {data.message && <Typography variant="body2">{data.message}</Typography>}
        {data.extractionId && (
          <Typography variant="body2" color="text.secondary">
            Extraction {data.extractionId}
          </Typography>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {figures(entry.data).map(([label, value]) => (
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
            File: {data.filePath}
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
  return (
    <Panel title="Batch Operation Results">
      {entries.length === 0 ? (
        <Typography color="text.secondary">Run a batch operation to see its result here.</Typography>
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
