import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from '../../i18n/useTranslate';
import { ErrorBoundary } from '../../ui/ErrorBoundary';

function PageFailed() {
  const t = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="page-error"
      action={
        <Button color="inherit" size="small" onClick={() => globalThis.location.reload()}>
          {t('general.reload')}
        </Button>
      }
    >
      {t('general.pageFailed')}
    </Alert>
  );
}

/** Keeps a failing public page from blanking the site: the layout stays, with a way to reload. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary logLabel="A public page failed" fallback={() => <PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}
