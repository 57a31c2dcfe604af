/**
 * The one route table of the SPA (DESIGN §3). Every page is lazy; the admin app is a separate
 * chunk, so the public pages never load react-admin.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../ui/PageSpinner';
import { RedirectTo } from './RedirectTo';
import { SessionNavigator } from './SessionNavigator';
import { LazyToaster } from './LazyToaster';
import { lazyPage, preloadPage } from '../public/components/lazyPage';
import { PublicLayout } from '../public/layout/PublicLayout';

const AdminApp = lazy(() => import('../admin/App'));
const HomePage = lazyPage(() => import('../public/pages/HomePage'));
const DataTablePage = lazyPage(() => import('../public/pages/DataTablePage'));
const ChartsPage = lazyPage(() => import('../public/pages/ChartsPage'));
const MapsPage = lazyPage(() => import('../public/pages/MapsPage'));
const StatePage = lazyPage(() => import('../public/pages/StatePage'));
const ProgrammesPage = lazyPage(() => import('../public/pages/ProgrammesPage'));
const ProgrammeDetailPage = lazyPage(() => import('../public/pages/ProgrammeDetailPage'));
const MethodologyPage = lazyPage(() => import('../public/pages/MethodologyPage'));
const DataSourcesPage = lazyPage(() => import('../public/pages/DataSourcesPage'));
const NotFoundPage = lazy(() => import('../public/pages/NotFoundPage'));
const LoginPage = lazy(() => import('../public/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../public/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../public/auth/ResetPasswordPage'));
const AcceptInvitationPage = lazy(() => import('../public/auth/AcceptInvitationPage'));
const SupportPage = lazy(() => import('../public/auth/SupportPage'));
const CollectorPage = lazy(() => import('../public/collector/CollectorPage'));

// The page of the address the visitor arrived at loads together with the shell (no spinner wait).
preloadPage(globalThis.location?.pathname ?? '/', {
  '/': HomePage,
  '/data-table': DataTablePage,
  '/charts': ChartsPage,
  '/maps': MapsPage,
  '/states/:id': StatePage,
  '/programmes': ProgrammesPage,
  '/programmes/:id': ProgrammeDetailPage,
  '/methodology': MethodologyPage,
  '/data-sources': DataSourcesPage,
});

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <SessionNavigator />
      <LazyToaster />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="data-table" element={<DataTablePage />} />
          <Route path="charts" element={<ChartsPage />} />
          <Route path="maps" element={<MapsPage />} />
          <Route path="states/:state" element={<StatePage />} />
          <Route path="programmes" element={<ProgrammesPage />} />
          <Route path="programmes/:id" element={<ProgrammeDetailPage />} />
          <Route path="methodology" element={<MethodologyPage />} />
          <Route path="data-sources" element={<DataSourcesPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="collector" element={<CollectorPage />} />
        <Route path="support" element={<SupportPage />} />
        {/* Links the spec writes with the old admin paths (DESIGN §8). */}
        <Route path="admin/login" element={<RedirectTo to="/login" />} />
        <Route path="admin/forgot-password" element={<RedirectTo to="/forgot-password" />} />
        <Route path="admin/app/households" element={<RedirectTo to="/admin/households" />} />
        <Route path="admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
