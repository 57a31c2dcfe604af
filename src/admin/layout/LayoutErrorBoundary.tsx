import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

function ScreenFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('adminCommon.tryAgain')}
        </Button>
      }
    >
      {translate('adminCommon.screenFailed', { error: error.message })}
    </Alert>
  );
}

/** Keeps the shell (menu, app bar) usable when one screen throws; a new path clears the error. */
export function LayoutErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary logLabel="Admin screen failed" resetKey={resetKey} fallback={(error, reset) => <ScreenFailed error={error} onRetry={reset} />}>
      {children}
    </ErrorBoundary>
  );
}
