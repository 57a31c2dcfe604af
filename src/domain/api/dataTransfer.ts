/** Data management (docs/api-data.md): a record type exported as CSV or XLSX, and imported from CSV. */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { LOCALE_CODES } from '../locales';
import { RECORD_TYPES, type RecordType } from '../records';
import { isoDate } from '../records/fields';
import { errorSchema, messageSchema } from './common';

const TYPE_PATHS = Object.values(RECORD_TYPES).map((type) => type.apiPath) as [string, ...string[]];
const TYPE_KEYS = Object.keys(RECORD_TYPES) as [RecordType, ...RecordType[]];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The record type's path segment (`oos-children`). */
export const transferParamsSchema = z.object({ type: z.enum(TYPE_PATHS, { error: `The type is one of: ${TYPE_PATHS.join(', ')}` }) });

export const exportQuerySchema = z.strictObject({
  state: lineText().max(40).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /** The language of the XLSX header row. */
  lang: z.enum(LOCALE_CODES).default('en'),
});
export type ExportQuery = z.input<typeof exportQuerySchema>;

const importRowErrorSchema = z.object({
  /** The CSV line (the header is line 1). */
  row: z.number().int(),
  /** field → message. */
  errors: z.record(z.string(), z.string()),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportSchema = z.object({
  type: z.enum(TYPE_KEYS),
  dryRun: z.boolean(),
  /** Data rows in the file. */
  rows: z.number().int(),
  /** Rows written (0 on a dry run or when any row fails). */
  created: z.number().int(),
  /** Rows whose uuid is already on the platform (a file imported again): left alone. */
  alreadyPresent: z.number().int(),
  /** Rows that would be written on a dry run. */
  valid: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** Headers that were read and ignored (server-managed columns of an export). */
  ignoredColumns: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A file checked (dry run) or imported. */
export const importAnswerSchema = messageSchema.extend({ data: importReportSchema });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** The 400 answer when any row fails: nothing written, every row's errors in the report. */
export const importRejectedSchema = importAnswerSchema.extend({ code: z.literal('IMPORT_REJECTED') });
export type ImportRejected = z.infer<typeof importRejectedSchema>;

/** Any 400 of the import: a rejected file with its report, or another error (a bad form, say). */
export const importFailureSchema = z.union([importRejectedSchema, errorSchema]);
