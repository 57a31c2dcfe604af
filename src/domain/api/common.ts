/**
 * Wire shapes every area of the API shares: the error body, the bare message answer, the query
 * of the list dialect, and the form of one route's contract.
 */
import { z } from 'zod';
import { idFromText, lineText } from '../inputRules';

/** The body of every API failure (DESIGN §4). */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** The answer of a call that changes something and returns no record. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/**
 * The ra-data-simple-rest list dialect: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}`,
 * each JSON in a query parameter; the server reads them further per list.
 */
export const listQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A text filter (search, state, role…): single-line, storable text up to `max` characters. */
export const textFilter = (max: number) => lineText().max(max);

/** An id filter: one id or a list of them, each a positive int4. */
export const idsFilter = z.union([idFromText(), z.array(idFromText()).max(1000)]);

/** A boolean filter value from the query's JSON: true/false or "true"/"false". */
export const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** What one route takes and answers; the server's route declares these very schema objects. */
export interface RouteContract {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The success answer (200 unless `status` says otherwise). */
  answer?: z.ZodType;
  status?: number;
}
