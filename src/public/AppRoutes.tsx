/**
 * The one route table of the SPA (DESIGN §3). Every page is lazy; the admin app is a separate
 * chunk, so the public pages never load react-admin.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from './common/PageSpinner';
import { RedirectTo } from './common/RedirectTo';
import { SessionNavigator } from './common/SessionNavigator';
import { Toaster } from './common/Toaster';
import { lazyPage, preloadPage } from './components/lazyPage';
import { PublicLayout } from './layout/PublicLayout';

const AdminApp = lazy(() => import('../admin/App'));
const HomePage = lazyPage(() => import('./pages/HomePage'));
const DataTablePage = lazyPage(() => import('./pages/DataTablePage'));
const ChartsPage = lazyPage(() => import('./pages/ChartsPage'));
const MapsPage = lazyPage(() => import('./pages/MapsPage'));
const ProgrammesPage = lazyPage(() => import('./pages/ProgrammesPage'));
const ProgrammeDetailPage = lazyPage(() => import('./pages/ProgrammeDetailPage'));
const MethodologyPage = lazyPage(() => import('./pages/MethodologyPage'));
const DataSourcesPage = lazyPage(() => import('./pages/DataSourcesPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
const AcceptInvitationPage = lazy(() => import('./auth/AcceptInvitationPage'));
const SupportPage = lazy(() => import('./auth/SupportPage'));
const CollectorPage = lazy(() => import('./collector/CollectorPage'));

// The page of the address the visitor arrived at loads together with the shell (no spinner wait).
preloadPage(globalThis.location?.pathname ?? '/', {
  '/': HomePage,
  '/data-table': DataTablePage,
  '/charts': ChartsPage,
  '/maps': MapsPage,
  '/programmes': ProgrammesPage,
  '/programmes/:id': ProgrammeDetailPage,
  '/methodology': MethodologyPage,
  '/data-sources': DataSourcesPage,
});

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <SessionNavigator />
      <Toaster />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="data-table" element={<DataTablePage />} />
          <Route path="charts" element={<ChartsPage />} />
          <Route path="maps" element={<MapsPage />} />
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
