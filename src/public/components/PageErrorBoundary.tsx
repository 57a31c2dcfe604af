import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ErrorNote } from './ErrorNote';

function PageFailed() {
  const t = useTranslate();
  return (
    <ErrorNote data-testid="page-error" action={{ label: t('general.reload'), onClick: () => globalThis.location.reload() }}>
      {t('general.pageFailed')}
    </ErrorNote>
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
