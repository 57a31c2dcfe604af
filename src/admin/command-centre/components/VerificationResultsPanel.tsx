import { memo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { JsonTree } from '../explorer/JsonTree';
import { formatTime, VERIFY_LABEL_KEYS } from '../labels';
import type { VerificationEntry } from '../state/types';
import { Panel } from './Panel';

/** Red for an error, yellow when the record does not exist, green otherwise (spec 01 §8). */
export function verificationSeverity(entry: VerificationEntry): 'error' | 'warning' | 'success' {
  if (!entry.ok) return 'error';
  return entry.exists === false ? 'warning' : 'success';
}

function VerificationCard({ entry }: { entry: VerificationEntry }) {
  const translate = useTranslate();
  const severity = verificationSeverity(entry);
  const title = `${translate(VERIFY_LABEL_KEYS[entry.command])}${entry.targetId !== undefined ? ` #${entry.targetId}` : ''}`;
  const text = severity === 'error' ? (entry.error ?? translate('adminCommon.unknownError')) : entry.message;
  return (
    <Alert severity={severity} variant="outlined" data-testid="cc-verification" data-severity={severity}>
      <AlertTitle>
        {title}{' '}
        <Typography component="span" variant="caption">
          {formatTime(entry.at)}
        </Typography>
      </AlertTitle>
      {text}
      {severity !== 'error' && entry.serverData !== undefined && entry.serverData !== null && (
        <JsonTree value={entry.serverData} label="serverData" collapsed />
      )}
    </Alert>
  );
}

/** The last 10 verification results, newest first. */
export const VerificationResultsPanel = memo(function VerificationResultsPanel({ entries }: { entries: readonly VerificationEntry[] }) {
  const translate = useTranslate();
  return (
    <Panel title={translate('commandCentre.panels.verificationResults')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate('commandCentre.verify.empty')}</Typography>
      ) : (
        <Stack spacing={1}>
          {entries.map((entry) => (
            <VerificationCard key={entry.requestId} entry={entry} />
          ))}
        </Stack>
      )}
    </Panel>
  );
});
