/**
 * English, the spec's texts verbatim. Keys are grouped by area; `%{name}` marks a value filled in
 * at run time (polyglot's syntax). Hausa (ha.ts) must carry exactly the same keys.
 */
import { accountsEn } from './areas/accounts.en';
import { dashboardsEn } from './areas/dashboards.en';
import { searchEn } from './areas/search.en';
import { notificationsEn } from './areas/notifications.en';
import { commandQueueEn } from './areas/commandQueue.en';
import { duplicatesEn } from './areas/duplicates.en';
import { reconciliationEn } from './areas/reconciliation.en';
import { accountSettingsEn } from './areas/accountSettings.en';
import { wardsEn } from './areas/wards.en';
import { reviewEn } from './areas/review.en';
import { binEn } from './areas/bin.en';
import { adminScreensEn } from './areas/adminScreens.en';
import { householdEn } from './areas/household.en';
import { publicEn } from './public.en';
import { recordsEn } from './areas/records.en';
import { recordShowEn } from './areas/recordShow.en';
import { collectorsEn } from './areas/collectors.en';
import { toastsEn } from './areas/toasts.en';
import { auditActionsEn } from './areas/auditActions.en';
import { listsEn } from './areas/lists.en';
import { populationEn } from './areas/population.en';

export const en = {
  ...publicEn,
  admin: {
    siteName: 'Education Data Platform',
    admin: 'Admin',
    adminMenu: 'Admin menu',
    openMenu: 'Open menu',
    search: 'Search',
    searchPlaceholder: 'Search…',
    notifications: 'Notifications',
    noNotifications: 'No new notifications',
    userMenuFor: 'User menu for %{name}',
    user: 'User',
    signOut: 'Sign out',
    loading: 'Loading the admin console',
  },
  menu: {
    dashboard: 'Dashboard',
    schools: 'Learning Centers',
    learners: 'Almajiri (Learners)',
    staff: 'Staff',
    communities: 'Community',
    households: 'Households',
    outOfSchoolChildren: 'Out of School',
    collectionAgents: 'Collection Agents',
    userManagement: 'User Management',
    auditLogs: 'Audit Logs',
    telemetry: 'Telemetry',
    performanceReport: 'Performance Report',
    commandCentre: 'Command Centre',
    settings: 'Settings',
    programmes: 'Programmes',
    dataManagement: 'Data Management',
    outbox: 'Outbox',
    groupAlmajiri: 'Almajiri',
    groupOutOfSchool: 'Out of School',
    system: 'System',
  },
  ...recordsEn,
  resources: { ...recordsEn.resources, households: householdEn, ...toastsEn.resourceNames },
  ...accountsEn,
  ...adminScreensEn,
  ...dashboardsEn,
  ...searchEn,
  ...notificationsEn,
  ...commandQueueEn,
  ...duplicatesEn,
  ...reconciliationEn,
  ...recordShowEn,
  ...collectorsEn,
  toasts: toastsEn.toasts,
  ...accountSettingsEn,
  wards: { ...publicEn.wards, ...wardsEn.wards },
  ...reviewEn,
  ...binEn,
  ...auditActionsEn,
  ...listsEn,
  ...populationEn,
};

export type AppMessages = typeof en;
