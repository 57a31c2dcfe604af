import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

/** Keeps the shell (menu, app bar) usable when one screen throws; a new path clears the error. */
export function LayoutErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      logLabel="Admin screen failed"
      resetKey={resetKey}
      fallback={(error, reset) => (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reset}>
              Try again
            </Button>
          }
        >
          This screen failed to load: {error.message}
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
