/** The top bar's search (docs/api-search.md): GET /api/admin/search?q=. */
import { z } from 'zod';
import { lineText } from '../inputRules';
import { RECORD_TYPE_NAMES, type RecordType } from '../records/catalogue';

/** Shorter texts answer 400: a single letter would match a good part of every table. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** The text trimmed, inner runs of spaces made one. */
export function normaliseSearchText(q: string): string {
  return q.trim().replace(/\s+/g, ' ');
}

export const searchQuerySchema = z.strictObject({
  q: lineText('Type something to search for')
    .transform(normaliseSearchText)
    .pipe(z.string().min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`).max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`)),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

const recordTypeSchema = z.enum(RECORD_TYPE_NAMES as [RecordType, ...RecordType[]]);

export const SEARCH_MATCHES = ['exact', 'prefix', 'words'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export const searchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  /** The phone that matched, when the text was a phone number. */
  phone: z.string().nullable(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  updatedAt: z.string(),
  match: z.enum(SEARCH_MATCHES),
  /** Whether the list of its type filtered by the same text shows it. */
  inList: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  type: recordTypeSchema,
  results: z.array(searchResultSchema),
  /** More records of this type match than are shown. */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** A state, LGA or ward whose name matches the text. */
export const placeResultSchema = z.object({
  kind: z.enum(['state', 'lga', 'ward']),
  name: z.string(),
  state: z.string(),
  lga: z.string().nullable(),
  ward: z.string().nullable(),
  /** Its name is the text: shown before the records. */
  exact: z.boolean(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const searchAnswerSchema = z.object({
  data: z.object({
    q: z.string(),
    groups: z.array(searchGroupSchema),
    /** The type whose list, filtered by the text, best shows what was found. */
    listType: recordTypeSchema.nullable(),
    /** States, LGAs and wards by name; none for a user who may read no records. */
    places: z.array(placeResultSchema),
  }),
});
/** The whole answer, as it comes over the wire. */
export type SearchReply = z.infer<typeof searchAnswerSchema>;
/** What a search finds: the answer's data. */
export type SearchAnswer = SearchReply['data'];
