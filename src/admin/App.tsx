/**
 * The admin app (DESIGN §3): react-admin under /admin inside the SPA's one BrowserRouter. Loaded
 * lazily by src/public/AppRoutes.tsx, so the public pages never load react-admin.
 */
import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createQueryClient } from '../providers/queryClient';
import { i18nProvider } from '../i18n/i18nProvider';
import { session } from '../providers/session';
import { PageSpinner } from '../ui/PageSpinner';
import { SITE_NAME } from '../ui/siteName';
import auditLogs from './audit-logs';
import { CommandCentrePage } from './command-centre/CommandCentrePage';
import { DataManagementPage } from './data-management/DataManagementPage';
import duplicates from './duplicates';
import { Dashboard } from './dashboard/Dashboard';
import { DashboardRedirect } from './dashboard/DashboardRedirect';
import { SessionGate } from './guards/SessionGate';
import { AdminLayout } from './layout/AdminLayout';
import programmes from './programmes';
import { PerformanceReportPage } from './reports/PerformanceReportPage';
import { ReconciliationReportPage } from './reports/ReconciliationReportPage';
import { recordResources } from './recordResources';
import { ACCOUNT_ROUTES } from './users/accountRoutes';
import { SettingsPage } from './settings/SettingsPage';
import telemetry from './telemetry';
import { adminDarkTheme, adminTheme } from './theme';

function AdminLoading() {
  const translate = useTranslate();
  return <PageSpinner fullScreen label={translate('admin.loading')} />;
}

export default function AdminApp() {
  // One cache per mounted back office, so no record read in one session outlives it.
  const [queryClient] = useState(createQueryClient);
  // The background refresh needs to know the user is active (spec 01 §4).
  useEffect(() => session.startActivityTracking(), []);
  return (
    <SessionGate>
      <Admin
        basename="/admin"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={AdminLayout}
        dashboard={DashboardRedirect}
        loading={AdminLoading}
        loginPage={false}
        requireAuth
        theme={adminTheme}
        darkTheme={adminDarkTheme}
        title={SITE_NAME}
        disableTelemetry
      >
        {recordResources()}
        {/* react-admin translates these labels (they are catalogue keys). */}
        <Resource name="programmes" {...programmes} options={{ label: 'nav.programmes' }} />
        <Resource name="audit-logs" {...auditLogs} options={{ label: 'menu.auditLogs' }} />
        <Resource name="telemetry" {...telemetry} options={{ label: 'menu.telemetry' }} />
        <Resource name="duplicates" {...duplicates} options={{ label: 'duplicates.menu' }} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/command-centre" element={<CommandCentrePage />} />
          <Route path="/command-centre/reconciliation" element={<ReconciliationReportPage />} />
          <Route path="/performance-report" element={<PerformanceReportPage />} />
          <Route path="/data-management" element={<DataManagementPage />} />
          {ACCOUNT_ROUTES}
        </CustomRoutes>
      </Admin>
    </SessionGate>
  );
}
