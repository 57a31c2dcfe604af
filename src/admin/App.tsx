/**
 * The admin app (DESIGN §3): react-admin under /admin inside the SPA's one BrowserRouter. Loaded
 * lazily by src/public/AppRoutes.tsx, so the public pages never load react-admin.
 */
import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, useTranslate } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createQueryClient } from '../providers/queryClient';
import { i18nProvider } from '../i18n/i18nProvider';
import { session } from '../providers/session';
import { PageSpinner } from '../ui/PageSpinner';
import { SITE_NAME } from '../ui/siteName';
import { DashboardRedirect } from './dashboard/DashboardRedirect';
import { SessionGate } from './guards/SessionGate';
import { AdminLayout } from './layout/AdminLayout';
import { recordResources } from './recordResources';
import { customScreenRoutes, screenResources } from './screenRoutes';
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
        {screenResources()}
        <CustomRoutes>{customScreenRoutes()}</CustomRoutes>
      </Admin>
    </SessionGate>
  );
}
