/** The device logs collectors' devices streamed (docs/api-telemetry.md), under /api/admin/telemetry. */
import { z } from 'zod';
import { idFromText, lineText } from '../inputRules';
import { isoDate } from '../records/fields';

const oneOrMany = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(lineText().min(1).max(20)).max(10));

/** The `filter` of the list (a JSON query parameter of the list dialect). */
export const telemetryFilterSchema = z.strictObject({
  q: lineText().max(200).optional(),
  collector: lineText().max(200).optional(),
  collectorId: idFromText().optional(),
  level: oneOrMany.optional(),
  category: lineText().max(60).optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export type TelemetryFilter = z.input<typeof telemetryFilterSchema>;

export const telemetryEntrySchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  /** The device's own timestamp, as sent. */
  deviceTime: z.string(),
  level: z.string(),
  category: z.string(),
  message: z.string(),
  collector: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
});
export type TelemetryEntry = z.infer<typeof telemetryEntrySchema>;

export const telemetryAnswerSchema = z.array(telemetryEntrySchema);

export const purgeTelemetryQuerySchema = z.strictObject({ before: isoDate('before').pipe(z.string({ error: 'before is required (yyyy-MM-dd)' })) });

export const purgeTelemetryAnswerSchema = z.object({ data: z.object({ deleted: z.number().int() }), message: z.string() });
export type PurgeTelemetryAnswer = z.infer<typeof purgeTelemetryAnswerSchema>;
