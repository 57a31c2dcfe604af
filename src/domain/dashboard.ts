/**
 * The operations dashboard (docs/api-dashboard.md): one section per dashboard
 * permission, each answered by its own API call. Shared by the server's answers and the browser.
 */
import type { DashboardFilter } from './api/dashboard';
import { PERMISSION_CONSTANTS as P, hasAnyPermission, type PermissionSubject } from './permissions';
import { RECORD_TYPE_NAMES, type RecordType } from './records';
import { RECORD_PERMISSIONS } from './records/permissions';
import { isCollectorRole } from './roles';

export const DASHBOARD_SECTIONS = ['executive', 'review', 'admin', 'collector'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** The permission whose holders may ask for each section's answer (the route table's rule). */
export const DASHBOARD_SECTION_PERMISSION: Readonly<Record<DashboardSection, string>> = {
  executive: P.EXECUTIVE_DASHBOARD,
  review: P.ADMIN_DASHBOARD,
  admin: P.ADMIN_DASHBOARD,
  collector: P.COLLECTOR_DASHBOARD,
};

/** The record types this user may review (reviewing is writing, as the review route's rule). */
export function reviewableTypes(subject: PermissionSubject | null | undefined): RecordType[] {
  return RECORD_TYPE_NAMES.filter((type) => hasAnyPermission(subject, RECORD_PERMISSIONS[type].write));
}

/** Beyond the permission, what makes a section worth showing: a figure only where the user can act on it. */
const SECTION_SHOWN: Readonly<Record<DashboardSection, (subject: PermissionSubject) => boolean>> = {
  executive: () => true,
  review: (subject) => reviewableTypes(subject).length > 0,
  // Its figures open the collectors, the Command Centre and user management.
  admin: (subject) => hasAnyPermission(subject, [P.READ_USERS, P.MANAGE_USERS]),
  // Only collector accounts sync (the device API's rule): nobody else has a collection of their own.
  collector: (subject) => isCollectorRole(subject.role),
};

/** The sections this user sees, in page order. */
export function dashboardSectionsOf(subject: PermissionSubject | null | undefined): DashboardSection[] {
  if (!subject) return [];
  return DASHBOARD_SECTIONS.filter((section) => hasAnyPermission(subject, [DASHBOARD_SECTION_PERMISSION[section]]) && SECTION_SHOWN[section](subject));
}

/**
 * A figure and the list it opens share one filter: the record list's `filter`
 * parameter for the dashboard's place and period, plus the figure's own values. The server counts
 * a figure with exactly this filter, and the link carries it.
 */
export type ListFilter = Record<string, string | number | boolean>;
export type RecordListFilter = Record<string, string | boolean>;

export function recordListFilter(filter: DashboardFilter, extra: RecordListFilter = {}): RecordListFilter {
  const values: RecordListFilter = {};
  if (filter.state) values.state = filter.state;
  if (filter.lga) values.lga = filter.lga;
  if (filter.from) values.createdFrom = filter.from;
  if (filter.to) values.createdTo = filter.to;
  return { ...values, ...extra };
}

/** The review section's figures: records received and not yet reviewed, and records whose sync failed. */
export const WAITING_FOR_REVIEW: RecordListFilter = { reviewState: 'received' };
export const FAILED_SYNC: RecordListFilter = { syncStatus: 'failed' };

/** Where a reviewer looks: the dashboard's place, or else the reviewer's own state. */
export function reviewScope(filter: DashboardFilter, ownState: string | null | undefined): DashboardFilter {
  return filter.state || !ownState ? filter : { ...filter, state: ownState };
}

/** The possible duplicates list's filter behind the review section's figure (that list filters by state only). */
export function openDuplicatesFilter(filter: DashboardFilter): { status: 'open'; state?: string } {
  return filter.state ? { status: 'open', state: filter.state } : { status: 'open' };
}

/** A collector silent for this many days is listed as silent on the admin section. */
export const SILENT_AFTER_DAYS = 3;

/** The collectors and users lists filter by state only: the operations figures follow the dashboard's state. */
export function peopleListFilter(filter: DashboardFilter, extra: ListFilter): ListFilter {
  return filter.state ? { state: filter.state, ...extra } : { ...extra };
}
/** The operations figures' own filters on the collectors list and the users list. */
export const ONLINE_COLLECTORS: ListFilter = { isActive: true, presence: 'online' };
export const SILENT_COLLECTORS: ListFilter = { isActive: true, silentDays: SILENT_AFTER_DAYS };
export const PENDING_INVITATIONS: ListFilter = { invitation: 'pending' };
/** Records collected per week: the weeks shown when the period has no start. */
export const DEFAULT_WEEKS = 12;

/** The sections' answers are the wire contracts of ./api/dashboard.ts. */
export type {
  AdminDashboard,
  BySex,
  CollectorDashboard,
  CollectorSummary,
  DashboardAnswers,
  DashboardFilter,
  ExecutiveDashboard,
  JobSummary,
  ReviewDashboard,
  Tally,
} from './api/dashboard';
