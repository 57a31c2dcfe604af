/**
 * The record routes of the six record types under /api/admin/<path> (docs/api-records.md): the
 * list, one record, its update, and a household read and saved one part at a time.
 */
import { z } from 'zod';
import { idFromText } from '../inputRules';
import { HOUSEHOLD_PARTS_BY_TAB, HOUSEHOLD_TABS, type HouseholdTab } from '../records';

/** `{id}` in the path of every record route. */
export const recordIdParamsSchema = z.object({
  id: idFromText('The id must be a positive whole number'),
});
export type RecordIdParams = z.infer<typeof recordIdParamsSchema>;

/** The list dialect of ra-data-simple-rest, as the record lists read it. */
export const recordListQuerySchema = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]; default ["updatedAt","DESC"]'),
  range: z.string().optional().describe('JSON [first,last], inclusive; default [0,24]; at most 100 rows'),
  filter: z.string().optional().describe("JSON object: q, state, lga, ward, zone, createdFrom/To, updatedFrom/To, id, reviewState, and the type's filters"),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

const nullableText = z.string().nullable();

/**
 * A record row: the system values listed, the type's own fields, its link's name, its review values
 * (and a school's counts in a single answer) passed through as they are.
 */
export const recordRowSchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  state: nullableText,
  lga: nullableText,
  ward: nullableText,
  zone: nullableText,
  syncStatus: z.string(),
  collectorId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;

/** GET /<path>: the page of rows (the total in the Content-Range header). */
export const recordListAnswerSchema = z.array(recordRowSchema);
export type RecordListAnswer = z.infer<typeof recordListAnswerSchema>;

/** GET /<path>/:id. */
export const recordAnswerSchema = z.object({ data: recordRowSchema });
export type RecordAnswer = z.infer<typeof recordAnswerSchema>;

/** PUT /<path>/:id and POST /<path>/:id/review: the record as saved, with the message to show. */
export const recordSavedAnswerSchema = z.object({ data: recordRowSchema, message: z.string() });
export type RecordSavedAnswer = z.infer<typeof recordSavedAnswerSchema>;

/**
 * A household's identification, as GET /households/:id answers it: the part's fields, the review
 * values and the place and community, passed through.
 */
export const householdIdentificationRowSchema = z.looseObject({
  id: z.number().int(),
  state: nullableText,
  lga: nullableText,
  ward: nullableText,
  communityName: nullableText,
});
export type HouseholdIdentificationRow = z.infer<typeof householdIdentificationRowSchema>;

/** A household part as read or saved: the identification's row, or `{<answerKey>: the part's fields}`. */
export type HouseholdPartData = HouseholdIdentificationRow | Record<string, Record<string, unknown>>;

/** What a household part's GET answers and what its PUT answers. */
export interface HouseholdPartAnswers {
  read: z.ZodObject<{ data: z.ZodType<HouseholdPartData> }>;
  saved: z.ZodObject<{ data: z.ZodType<HouseholdPartData>; message: z.ZodString }>;
}

function partAnswers(tab: HouseholdTab): HouseholdPartAnswers {
  const { answerKey } = HOUSEHOLD_PARTS_BY_TAB[tab];
  const data: z.ZodType<HouseholdPartData> = answerKey === null ? householdIdentificationRowSchema : z.object({ [answerKey]: z.looseObject({}) });
  return { read: z.object({ data }), saved: z.object({ data, message: z.string() }) };
}

/** Per household part (`?tab=` value): its answers. The identification is read with the household (GET /households/:id). */
export const HOUSEHOLD_PART_ANSWERS = Object.fromEntries(HOUSEHOLD_TABS.map((tab) => [tab, partAnswers(tab)])) as Readonly<
  Record<HouseholdTab, HouseholdPartAnswers>
>;
export type HouseholdPartAnswer = z.infer<HouseholdPartAnswers['read']>;
export type HouseholdPartSavedAnswer = z.infer<HouseholdPartAnswers['saved']>;
