/** The collectors' performance report (docs/api-reports.md), read under /api/admin/reports. */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { isoDate } from '../records/fields';

/** Record counts by type, and their total. */
const recordCountsSchema = z.object({
  schools: z.number().int(),
  learners: z.number().int(),
  staff: z.number().int(),
  communities: z.number().int(),
  households: z.number().int(),
  outOfSchoolChildren: z.number().int(),
  total: z.number().int(),
});
export type RecordCountsByType = z.infer<typeof recordCountsSchema>;

export const collectorPerformanceSchema = z.object({
  /** null: records with no collector (entered in the office, or the collector's account was deleted). */
  collector: z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), state: z.string().nullable(), isActive: z.boolean() }).nullable(),
  records: recordCountsSchema,
  /** States the records are in, most records first. */
  states: z.array(z.string()),
  firstRecordAt: z.string().nullable(),
  lastRecordAt: z.string().nullable(),
});
export type CollectorPerformance = z.infer<typeof collectorPerformanceSchema>;

export const performanceReportSchema = z.object({
  /** Inclusive days (yyyy-MM-dd); null for an open end. */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  state: z.string().nullable(),
  totals: recordCountsSchema.extend({ collectors: z.number().int() }),
  collectors: z.array(collectorPerformanceSchema),
  /** Records received per day in the period (days without records left out), oldest first. */
  byDay: z.array(z.object({ date: z.string(), total: z.number().int() })),
  generatedAt: z.string(),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

export const performanceQuerySchema = z.strictObject({
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  state: lineText().max(40).optional(),
});
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

export const performanceAnswerSchema = z.object({ data: performanceReportSchema });
export type PerformanceAnswer = z.infer<typeof performanceAnswerSchema>;
