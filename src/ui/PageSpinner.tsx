import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from '../i18n/useTranslate';

interface PageSpinnerProps {
  /** Accessible name of the progress indicator. */
  label?: string;
  /** Fill the whole viewport (standalone pages) instead of the content area. */
  fullScreen?: boolean;
}

/** The spinner shown while a lazy page, the session or a screen's data loads. */
export function PageSpinner({ label, fullScreen = false }: PageSpinnerProps) {
  const t = useTranslate();
  return (
    <Box
      data-testid="page-spinner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label ?? t('ui.loading')} />
    </Box>
  );
}
