/**
 * The one route table of the SPA (DESIGN §3). Every page is lazy; the admin app is a separate
 * chunk, so the public pages never load react-admin.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from './common/PageSpinner';
import { RedirectTo } from './common/RedirectTo';
import { SessionNavigator } from './common/SessionNavigator';
import { PublicLayout } from './layout/PublicLayout';

const AdminApp = lazy(() => import('../admin/App'));
const HomePage = lazy(() => import('./pages/HomePage'));
const DataTablePage = lazy(() => import('./pages/DataTablePage'));
const ChartsPage = lazy(() => import('./pages/ChartsPage'));
const MapsPage = lazy(() => import('./pages/MapsPage'));
const ProgrammesPage = lazy(() => import('./pages/ProgrammesPage'));
const ProgrammeDetailPage = lazy(() => import('./pages/ProgrammeDetailPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
const AcceptInvitationPage = lazy(() => import('./auth/AcceptInvitationPage'));
const SupportPage = lazy(() => import('./auth/SupportPage'));
const CollectorPage = lazy(() => import('./collector/CollectorPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <SessionNavigator />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="data-table" element={<DataTablePage />} />
          <Route path="charts" element={<ChartsPage />} />
          <Route path="maps" element={<MapsPage />} />
          <Route path="programmes" element={<ProgrammesPage />} />
          <Route path="programmes/:id" element={<ProgrammeDetailPage />} />
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
