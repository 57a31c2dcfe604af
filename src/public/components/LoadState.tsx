import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from '../../i18n/useTranslate';
import { PageSpinner } from '../../ui/PageSpinner';

interface LoadStateProps {
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  label?: string;
}

/** The spinner while figures load, or the error with a Retry button; nothing once they are in. */
export function LoadState({ loading, error, retry, label }: LoadStateProps) {
  const t = useTranslate();
  if (error) {
    return (
      <Alert severity="error" data-testid="load-error" action={<Button color="inherit" size="small" onClick={retry}>{t('general.retry')}</Button>}>
        {error.message}
      </Alert>
    );
  }
  if (loading) return <PageSpinner label={label ?? t('general.loadingFigures')} />;
  return null;
}
