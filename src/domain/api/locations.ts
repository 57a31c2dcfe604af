/**
 * Location lookups and the ward list's upload (docs/api-locations.md): states, LGAs and wards under
 * /api/locations (public), the ward CSV's dry run and import under /api/admin/locations.
 */
import { z } from 'zod';
import { lineText, multilineText } from '../inputRules';

/** A state or LGA as the caller writes it in the path: slug or name. */
const placeParam = lineText().min(1).max(120);

export const stateItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  zone: z.string(),
  zoneName: z.string(),
  lgaCount: z.number().int(),
});
export type StateItem = z.infer<typeof stateItemSchema>;

export const statesAnswerSchema = z.object({ data: z.array(stateItemSchema) });
export type StatesAnswer = z.infer<typeof statesAnswerSchema>;

export const lgaItemSchema = z.object({ state: z.string(), slug: z.string(), name: z.string() });
export type LgaItem = z.infer<typeof lgaItemSchema>;

export const lgasParamsSchema = z.object({ state: placeParam });
export const lgasAnswerSchema = z.object({ data: z.array(lgaItemSchema) });
export type LgasAnswer = z.infer<typeof lgasAnswerSchema>;

export const wardSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  lga: z.string(),
  slug: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Ward = z.infer<typeof wardSchema>;

export const wardsParamsSchema = z.object({ state: placeParam, lga: placeParam });
export const wardsAnswerSchema = z.object({ data: z.array(wardSchema) });
export type WardsAnswer = z.infer<typeof wardsAnswerSchema>;

/** The ward CSV, as the raw text/csv body or as JSON `{csv}`. */
export const wardUploadBodySchema = z.union([
  multilineText('Send the CSV as text/csv or as JSON {csv}'),
  z.object({ csv: multilineText('The CSV text is required') }),
]);
export type WardUploadBody = z.infer<typeof wardUploadBodySchema>;

export const wardImportRejectionSchema = z.object({
  /** 1-based row of the file, the header row included. */
  row: z.number().int(),
  reason: z.string(),
});
export type WardImportRejection = z.infer<typeof wardImportRejectionSchema>;

/** A ward the file adds or renames; `previousName` for a rename. */
export const wardPlanEntrySchema = z.object({
  row: z.number().int(),
  state: z.string(),
  lga: z.string(),
  slug: z.string(),
  name: z.string(),
  previousName: z.string().optional(),
});
export type WardPlanEntry = z.infer<typeof wardPlanEntrySchema>;

/**
 * What a ward file does to the stored list, answered by the dry run and by the import alike.
 * added: new slugs; renamed: a stored slug with another display name; relocated: same name, new
 * coordinates; unchanged; rejected rows with reasons. The row lists hold the first
 * WARD_PLAN_ROWS entries of each kind.
 */
export const wardListPlanSchema = z.object({
  added: z.number().int(),
  renamed: z.number().int(),
  relocated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(wardImportRejectionSchema),
  addedRows: z.array(wardPlanEntrySchema),
  renamedRows: z.array(wardPlanEntrySchema),
});
export type WardListPlan = z.infer<typeof wardListPlanSchema>;

export const wardPlanAnswerSchema = z.object({ data: wardListPlanSchema });
export type WardPlanAnswer = z.infer<typeof wardPlanAnswerSchema>;
