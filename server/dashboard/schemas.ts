/** Zod schemas of the dashboard answers (validation of what is sent, and the OpenAPI document). */
import { z } from 'zod';
import { RECORD_TYPE_NAMES } from '../../src/domain/records';

const int = z.number().int();
const tally = z.object({ key: z.string().nullable(), total: int });
const bySex = z.object({ male: int, female: int, total: int });
const filter = z.object({ state: z.string().optional(), lga: z.string().optional(), from: z.string().optional(), to: z.string().optional() });

export const executiveSchema = z.object({
  filter,
  headline: z.object({
    schools: int.nullable(),
    learners: bySex.nullable(),
    outOfSchool: bySex.extend({ neverAttended: int, droppedOut: int }).nullable(),
    households: int.nullable(),
    communities: int.nullable(),
  }),
  perWeek: z.array(z.object({ week: z.string(), total: int })),
  outOfSchoolByState: z.array(tally).nullable(),
  outOfSchoolByReason: z.array(tally).nullable(),
  learnersByCentreType: z.array(tally).nullable(),
  programmes: z.array(
    z.object({
      id: int,
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

export const adminSchema = z.object({
  filter,
  collectors: z.object({
    total: int,
    onlineNow: int,
    activeToday: int,
    silent: int,
    silentList: z.array(z.object({ id: int, fullName: z.string(), email: z.string(), state: z.string().nullable(), lastSeenAt: z.string().nullable() })),
  }),
  synced: z.object({ today: int, thisWeek: int }),
  failedSyncs: int,
  pendingInvitations: int,
  jobs: z.object({
    running: int,
    latest: z.array(
      z.object({ kind: z.enum(['bulkInvite', 'import', 'export']), id: z.string(), label: z.string(), status: z.enum(['running', 'completed', 'failed']), at: z.string() }),
    ),
  }),
  latestAudit: z
    .array(z.object({ id: z.string(), action: z.string(), resource: z.string(), resourceId: z.string().nullable(), userName: z.string().nullable(), createdAt: z.string() }))
    .nullable(),
  generatedAt: z.string(),
});

export const collectorSchema = z.object({
  filter,
  byType: z.array(z.object({ type: z.enum(RECORD_TYPE_NAMES as [string, ...string[]]), synced: int, pending: int, failed: int, total: int })),
  total: int,
  lastSyncAt: z.string().nullable(),
  state: z.string().nullable(),
  stateAverage: z.number().nullable(),
  rankInState: int.nullable(),
  collectorsInState: int,
  generatedAt: z.string(),
});

export const reviewSchema = z.object({
  filter,
  byType: z.array(z.object({ type: z.enum(RECORD_TYPE_NAMES as [string, ...string[]]), waiting: int, failedSyncs: int })),
  duplicates: int.nullable(),
  generatedAt: z.string(),
});
