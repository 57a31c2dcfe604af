/**
 * The operations dashboard (docs/api-dashboard.md): one answer per section under
 * /api/admin/dashboard, each taking the same state / LGA / period query.
 */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { RECORD_TYPE_NAMES, type RecordType } from '../records/catalogue';
import { isoDate } from '../records/fields';

/** The query every section takes; the server checks further that the state, LGA and period hold together. */
export const dashboardQuerySchema = z.strictObject({
  state: lineText().max(40).optional(),
  lga: lineText().max(80).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const count = z.number().int();
const recordTypeSchema = z.enum(RECORD_TYPE_NAMES as [RecordType, ...RecordType[]]);

/** Where and when: a state (and one of its LGAs) and a period of creation dates (yyyy-MM-dd), both ends included. */
export const dashboardFilterSchema = z.object({
  state: z.string().optional(),
  lga: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

export const bySexSchema = z.object({ male: count, female: count, total: count });
export type BySex = z.infer<typeof bySexSchema>;

export const tallySchema = z.object({ key: z.string().nullable(), total: count });
export type Tally = z.infer<typeof tallySchema>;

export const executiveDashboardSchema = z.object({
  filter: dashboardFilterSchema,
  /** Null where the user may not read the record type. */
  headline: z.object({
    schools: count.nullable(),
    learners: bySexSchema.nullable(),
    outOfSchool: bySexSchema.extend({ neverAttended: count, droppedOut: count }).nullable(),
    households: count.nullable(),
    communities: count.nullable(),
  }),
  /** Monday of each week (UTC, yyyy-MM-dd), with the records of every readable type created in it. */
  perWeek: z.array(z.object({ week: z.string(), total: count })),
  outOfSchoolByState: z.array(tallySchema).nullable(),
  outOfSchoolByReason: z.array(tallySchema).nullable(),
  learnersByCentreType: z.array(tallySchema).nullable(),
  programmes: z.array(
    z.object({
      id: count,
      title: z.string(),
      status: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      states: z.array(z.string()),
      progress: z.number().nullable(),
    }),
  ),
  generatedAt: z.string(),
});
export type ExecutiveDashboard = z.infer<typeof executiveDashboardSchema>;

export const collectorSummarySchema = z.object({
  id: count,
  fullName: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type CollectorSummary = z.infer<typeof collectorSummarySchema>;

export const jobSummarySchema = z.object({
  kind: z.enum(['bulkInvite', 'import', 'export']),
  id: z.string(),
  label: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  at: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const adminDashboardSchema = z.object({
  filter: dashboardFilterSchema,
  collectors: z.object({ total: count, onlineNow: count, activeToday: count, silent: count, silentList: z.array(collectorSummarySchema) }),
  /** Records of the readable types received from devices (sync status synced). */
  synced: z.object({ today: count, thisWeek: count }),
  failedSyncs: count,
  pendingInvitations: count,
  jobs: z.object({ running: count, latest: z.array(jobSummarySchema) }),
  /** Null when the user may not read the audit logs. */
  latestAudit: z
    .array(
      z.object({
        id: z.string(),
        action: z.string(),
        resource: z.string(),
        resourceId: z.string().nullable(),
        userName: z.string().nullable(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const collectorDashboardSchema = z.object({
  filter: dashboardFilterSchema,
  byType: z.array(z.object({ type: recordTypeSchema, synced: count, pending: count, failed: count, total: count })),
  total: count,
  lastSyncAt: z.string().nullable(),
  /** The collector's records against the average collector of the same state (null: no state). */
  state: z.string().nullable(),
  stateAverage: z.number().nullable(),
  rankInState: count.nullable(),
  collectorsInState: count,
  generatedAt: z.string(),
});
export type CollectorDashboard = z.infer<typeof collectorDashboardSchema>;

export const reviewDashboardSchema = z.object({
  /** The filter the figures count with: the reviewer's own state when the dashboard names none. */
  filter: dashboardFilterSchema,
  /** Per type the user may review. */
  byType: z.array(z.object({ type: recordTypeSchema, waiting: count, failedSyncs: count })),
  /** Open pairs; null when the user may read neither compared type. */
  duplicates: count.nullable(),
  generatedAt: z.string(),
});
export type ReviewDashboard = z.infer<typeof reviewDashboardSchema>;

export const executiveAnswerSchema = z.object({ data: executiveDashboardSchema });
export const reviewAnswerSchema = z.object({ data: reviewDashboardSchema });
export const adminAnswerSchema = z.object({ data: adminDashboardSchema });
export const collectorAnswerSchema = z.object({ data: collectorDashboardSchema });

/** Each section's answer, by section name. */
export const DASHBOARD_ANSWER_SCHEMAS = {
  executive: executiveAnswerSchema,
  review: reviewAnswerSchema,
  admin: adminAnswerSchema,
  collector: collectorAnswerSchema,
} as const;
/** What each section's answer carries (its `data`). */
export type DashboardAnswers = { [S in keyof typeof DASHBOARD_ANSWER_SCHEMAS]: z.infer<(typeof DASHBOARD_ANSWER_SCHEMAS)[S]>['data'] };
/** One section's answer as it comes over the wire. */
export interface DashboardAnswer<S extends keyof DashboardAnswers> {
  data: DashboardAnswers[S];
}
