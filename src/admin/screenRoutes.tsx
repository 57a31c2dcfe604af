/**
 * The admin app's routes of the screen registry (src/domain/screens) other than the record types'
 * (./recordResources): a react-admin resource or a custom route per screen. Each screen id must
 * have its element here, or the build fails.
 */
import type { ReactElement } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { ADMIN_ROOT } from '../domain/records';
import { CUSTOM_SCREENS, RESOURCE_SCREENS, type CustomScreenId, type ResourceScreenId } from '../domain/screens';
import auditLogs from './audit-logs';
import { CommandCentrePage } from './command-centre/CommandCentrePage';
import { Dashboard } from './dashboard/Dashboard';
import { DataManagementPage } from './data-management/DataManagementPage';
import duplicates from './duplicates';
import programmes from './programmes';
import { PerformanceReportPage } from './reports/PerformanceReportPage';
import { ReconciliationReportPage } from './reports/ReconciliationReportPage';
import { SettingsPage } from './settings/SettingsPage';
import telemetry from './telemetry';
import { ACCOUNT_SCREEN_ELEMENTS } from './users/accountScreens';

const CUSTOM_SCREEN_ELEMENTS: Readonly<Record<CustomScreenId, ReactElement>> = {
  dashboard: <Dashboard />,
  settings: <SettingsPage />,
  commandCentre: <CommandCentrePage />,
  reconciliation: <ReconciliationReportPage />,
  performanceReport: <PerformanceReportPage />,
  dataManagement: <DataManagementPage />,
  ...ACCOUNT_SCREEN_ELEMENTS,
};

type ResourceViews = Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show' | 'icon' | 'recordRepresentation'>;

const RESOURCE_SCREEN_VIEWS: Readonly<Record<ResourceScreenId, ResourceViews>> = { auditLogs, telemetry, programmes, duplicates };

/** A screen's path below the admin's basename, e.g. /command-centre/reconciliation. */
function routePath(path: string): string {
  return path.slice(ADMIN_ROOT.length);
}

/** The <Resource> elements of the resource screens, for <Admin>'s children. */
export function screenResources(): ReactElement[] {
  return RESOURCE_SCREENS.map((screen) => (
    // react-admin translates the label (a catalogue key).
    <Resource key={screen.id} name={routePath(screen.path).slice(1)} {...RESOURCE_SCREEN_VIEWS[screen.id]} options={{ label: screen.labelKey }} />
  ));
}

/** The <Route> elements of the custom screens, for <CustomRoutes>. */
export function customScreenRoutes(): ReactElement[] {
  return CUSTOM_SCREENS.map((screen) => <Route key={screen.id} path={routePath(screen.path)} element={CUSTOM_SCREEN_ELEMENTS[screen.id]} />);
}
