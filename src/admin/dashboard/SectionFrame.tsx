import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../providers/accountsApi';
import { formatDateTime } from '../common/format';

interface SectionFrameProps {
  id: string;
  title: string;
  intro: string;
  loading: boolean;
  error: unknown;
  generatedAt: string | undefined;
  onRetry: () => void;
  children: ReactNode;
}

/** A dashboard section: its heading, when its figures were computed, and its loading and error states. */
export function SectionFrame({ id, title, intro, loading, error, generatedAt, onRetry, children }: SectionFrameProps) {
  const translate = useTranslate();
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={`dashboard-${id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {generatedAt && (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.asOf', { time: formatDateTime(generatedAt, '') })}
          </Typography>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {loading && <LinearProgress aria-label={translate('dashboards.loading')} sx={{ mb: 2 }} />}
      {Boolean(error) && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('adminCommon.tryAgain')}
            </Button>
          }
        >
          {translate('dashboards.loadFailed', { reason: errorMessage(error, translate('adminCommon.unknownError')) })}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
