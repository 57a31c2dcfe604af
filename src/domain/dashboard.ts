/**
 * The operations dashboard (issue 12 §1, docs/api-dashboard.md): one section per dashboard
 * permission, each answered by its own API call. Shared by the server's answers and the browser.
 */
import { PERMISSION_CONSTANTS as P, hasAnyPermission, type PermissionSubject } from './permissions';
import type { RecordType } from './records';

export const DASHBOARD_SECTIONS = ['executive', 'admin', 'collector'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const DASHBOARD_SECTION_PERMISSION: Readonly<Record<DashboardSection, string>> = {
  executive: P.EXECUTIVE_DASHBOARD,
  admin: P.ADMIN_DASHBOARD,
  collector: P.COLLECTOR_DASHBOARD,
};

/** The sections this user sees, in page order (any-of checks, as the page's own guard and the route table). */
export function dashboardSectionsOf(subject: PermissionSubject | null | undefined): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((section) => hasAnyPermission(subject, [DASHBOARD_SECTION_PERMISSION[section]]));
}

/** Where and when: a state (and one of its LGAs) and a period of creation dates, both ends included. */
export interface DashboardFilter {
  state?: string;
  lga?: string;
  /** yyyy-MM-dd */
  from?: string;
  to?: string;
}

/** A collector silent for this many days is listed as silent on the admin section. */
export const SILENT_AFTER_DAYS = 3;
/** Records collected per week: the weeks shown when the period has no start. */
export const DEFAULT_WEEKS = 12;

export interface BySex {
  male: number;
  female: number;
  total: number;
}

export interface Tally<K extends string = string> {
  key: K | null;
  total: number;
}

export interface ExecutiveDashboard {
  filter: DashboardFilter;
  /** Null where the user may not read the record type. */
  headline: {
    schools: number | null;
    learners: BySex | null;
    outOfSchool: (BySex & { neverAttended: number; droppedOut: number }) | null;
    households: number | null;
    communities: number | null;
  };
  /** Monday of each week (UTC, yyyy-MM-dd), with the records of every readable type created in it. */
  perWeek: { week: string; total: number }[];
  outOfSchoolByState: Tally[] | null;
  outOfSchoolByReason: Tally[] | null;
  learnersByCentreType: Tally[] | null;
  programmes: { id: number; title: string; status: string; startDate: string | null; endDate: string | null; states: string[]; progress: number | null }[];
  generatedAt: string;
}

export interface CollectorSummary {
  id: number;
  fullName: string;
  email: string;
  state: string | null;
  lastSeenAt: string | null;
}

export interface JobSummary {
  kind: 'bulkInvite' | 'import' | 'export';
  id: string;
  label: string;
  status: 'running' | 'completed' | 'failed';
  at: string;
}

export interface AdminDashboard {
  filter: DashboardFilter;
  collectors: { total: number; onlineNow: number; activeToday: number; silent: number; silentList: CollectorSummary[] };
  /** Records of the readable types received from devices (sync status synced). */
  synced: { today: number; thisWeek: number };
  failedSyncs: number;
  pendingInvitations: number;
  jobs: { running: number; latest: JobSummary[] };
  /** Null when the user may not read the audit logs. */
  latestAudit: { id: string; action: string; resource: string; resourceId: string | null; userName: string | null; createdAt: string }[] | null;
  generatedAt: string;
}

export interface CollectorDashboard {
  filter: DashboardFilter;
  byType: { type: RecordType; synced: number; pending: number; failed: number; total: number }[];
  total: number;
  lastSyncAt: string | null;
  /** The collector's records against the average collector of the same state (null: no state). */
  state: string | null;
  stateAverage: number | null;
  rankInState: number | null;
  collectorsInState: number;
  generatedAt: string;
}

export interface DashboardAnswers {
  executive: ExecutiveDashboard;
  admin: AdminDashboard;
  collector: CollectorDashboard;
}
