/**
 * Hausa. Same keys as en.ts (the type makes a missing or extra key a compile error). Stored values,
 * names of people and places, and the product's name stay as they are.
 */
import type { AppMessages } from './en';
import { accountsHa } from './areas/accounts.ha';
import { dashboardsHa } from './areas/dashboards.ha';
import { searchHa } from './areas/search.ha';
import { notificationsHa } from './areas/notifications.ha';
import { commandQueueHa } from './areas/commandQueue.ha';
import { duplicatesHa } from './areas/duplicates.ha';
import { reconciliationHa } from './areas/reconciliation.ha';
import { accountSettingsHa } from './areas/accountSettings.ha';
import { wardsHa } from './areas/wards.ha';
import { reviewHa } from './areas/review.ha';
import { binHa } from './areas/bin.ha';
import { adminScreensHa } from './areas/adminScreens.ha';
import { householdHa } from './areas/household.ha';
import { publicHa } from './public.ha';
import { recordsHa } from './areas/records.ha';
import { recordShowHa } from './areas/recordShow.ha';
import { collectorsHa } from './areas/collectors.ha';
import { toastsHa } from './areas/toasts.ha';
import { auditActionsHa } from './areas/auditActions.ha';
import { listsHa } from './areas/lists.ha';
import { populationHa } from './areas/population.ha';

export const ha: AppMessages = {
  ...publicHa,
  admin: {
    siteName: 'Education Data Platform',
    admin: 'Gudanarwa',
    adminMenu: 'Menu na gudanarwa',
    openMenu: 'Buɗe menu',
    search: 'Nema',
    searchPlaceholder: 'Nema…',
    notifications: 'Sanarwa',
    noNotifications: 'Babu sabuwar sanarwa',
    userMenuFor: 'Menu na mai amfani %{name}',
    user: 'Mai amfani',
    signOut: 'Fita',
    loading: 'Ana loda na’urar gudanarwa',
  },
  menu: {
    dashboard: 'Allon Bayanai',
    schools: 'Cibiyoyin Koyo',
    learners: 'Almajirai (Ɗalibai)',
    staff: 'Ma’aikata',
    communities: 'Al’umma',
    households: 'Gidaje',
    outOfSchoolChildren: 'Ba Sa Zuwa Makaranta',
    collectionAgents: 'Masu Tattara Bayanai',
    userManagement: 'Gudanar da Masu Amfani',
    auditLogs: 'Bayanan Bincike',
    telemetry: 'Bayanan Na’urori',
    performanceReport: 'Rahoton Aiki',
    commandCentre: 'Cibiyar Umarni',
    settings: 'Saituna',
    programmes: 'Shirye-shirye',
    dataManagement: 'Gudanar da Bayanai',
    outbox: 'Akwatin Saƙonni Masu Fita',
    groupAlmajiri: 'Almajiri',
    groupOutOfSchool: 'Ba Sa Zuwa Makaranta',
    system: 'Tsari',
  },
  ...recordsHa,
  resources: { ...recordsHa.resources, households: householdHa, ...toastsHa.resourceNames },
  ...accountsHa,
  ...adminScreensHa,
  ...dashboardsHa,
  ...searchHa,
  ...notificationsHa,
  ...commandQueueHa,
  ...duplicatesHa,
  ...reconciliationHa,
  ...recordShowHa,
  ...collectorsHa,
  toasts: toastsHa.toasts,
  ...accountSettingsHa,
  wards: { ...publicHa.wards, ...wardsHa.wards },
  ...reviewHa,
  ...binHa,
  ...auditActionsHa,
  ...listsHa,
  ...populationHa,
};
