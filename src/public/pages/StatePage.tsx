import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lgasOfState, stateBySlug, type State } from '../../domain/locations';
import { useTranslate } from '../../i18n/useTranslate';
import { PageSpinner } from '../../ui/PageSpinner';
import { SITE_NAME } from '../../ui/siteName';
import { PageHeader } from '../components/PageHeader';
import { StateBreadcrumbs } from './state/StateBreadcrumbs';
import { useDocumentTitle } from './state/useDocumentTitle';

// The heading and introduction (the largest paint) need little code: the figures' code (tables,
// buttons, the public API's client) starts loading with this module and arrives in its own chunk.
const loadFigures = () => import('./state/StateFigures');
loadFigures().catch(() => undefined); // a failure shows when the figures render (page error boundary)
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const StateFigures = lazy(() => loadFigures().then((module) => ({ default: module.StateFigures })));

/** /states/{state}: the state's headline figures, its LGAs as a sortable table and a chart, its programmes and sources. */
export default function StatePage() {
  const { state = '' } = useParams();
  const known = stateBySlug(state);
  return known ? (
    <StateView key={known.slug} state={known} />
  ) : (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}

function StateView({ state }: { state: State }) {
  const t = useTranslate();
  useDocumentTitle(t('publicState.documentTitle', { state: state.name, site: SITE_NAME }));
  return (
    <>
      <StateBreadcrumbs slug={state.slug} name={state.name} />
      <PageHeader title={state.name} intro={t('publicState.intro', { state: state.name, count: lgasOfState(state.slug).length })} />
      <Suspense fallback={<PageSpinner label={t('general.loadingFigures')} />}>
        <StateFigures state={state} />
      </Suspense>
    </>
  );
}
