import { useTranslate } from '../../i18n/useTranslate';
import { PublicApiError } from '../../providers/publicApi';
import { PageSpinner } from '../../ui/PageSpinner';
import { ErrorNote } from './ErrorNote';

interface LoadStateProps {
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  label?: string;
}

/** A 4xx answer (e.g. a programme that does not exist) is final: asking again cannot help. */
const retryable = (error: Error) => !(error instanceof PublicApiError && error.status >= 400 && error.status < 500);

/** The spinner while figures load, or the error (with a Retry button when trying again can help); nothing once they are in. */
export function LoadState({ loading, error, retry, label }: LoadStateProps) {
  const t = useTranslate();
  if (error) {
    return (
      <ErrorNote data-testid="load-error" action={retryable(error) ? { label: t('general.retry'), onClick: retry } : undefined}>
        {error.message}
      </ErrorNote>
    );
  }
  if (loading) return <PageSpinner label={label ?? t('general.loadingFigures')} />;
  return null;
}
