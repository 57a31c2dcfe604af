/**
 * The list query of ra-data-simple-rest: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}`,
 * each a JSON text. Parsed here into checked values; anything unknown answers 400.
 */
import { z } from 'zod';
import type { RecordListQuery } from '../../src/domain/api/records';
import { INT4_MAX, INT4_MIN, idFromText, lineText } from '../../src/domain/inputRules';
import { ZONES } from '../../src/domain/locations';
import { isoDate } from '../../src/domain/records/fields';
import { REVIEW_STATES } from '../../src/domain/recordQuality';
import { SYNC_STATUSES } from '../../src/domain/records/enums';
import { parseOrFail, validationFailed } from './errors';
import type { FilterSpec, RecordDef } from './types';

const DEFAULT_RANGE = [0, 24] as const;
const MAX_PAGE_SIZE = 100;
const DEFAULT_SORT = { field: 'updatedAt', order: 'desc' } as const;

/** The query as the route validated it: each part still a JSON text. */
export type RawListQuery = RecordListQuery;

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  /** Checked filter values by name; absent, null and '' values are left out. */
  filter: Record<string, unknown>;
}

const sortSchema = z.tuple(
  [
    z.string(),
    z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: 'The order must be ASC or DESC' })),
  ],
  { error: 'Expected ["field","ASC" or "DESC"]' },
);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'Expected [first, last], two whole numbers from 0' })
  .refine(([first, last]) => last >= first, 'The last index must not be before the first');
const filterObjectSchema = z.record(z.string(), z.unknown(), { error: 'Expected a JSON object of filters' });

/** One value or a list of them, always answered as a list. */
const oneOrMany = (item: z.ZodType, max = 100) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).min(1, 'Expected at least one value').max(max, `At most ${max} values`));

const slugFilter = oneOrMany(lineText('Expected a slug').max(120));
const zoneSlugs = ZONES.map((zone) => zone.slug) as [string, ...string[]];
const dateFilter = (name: string) => isoDate(name);
const positiveId = idFromText('Expected an id');

/** Filters every record type knows (docs/api-records.md). */
const COMMON_FILTERS: Record<string, z.ZodType> = {
  q: lineText('Expected a search text').max(200),
  state: slugFilter,
  lga: slugFilter,
  ward: slugFilter,
  zone: oneOrMany(z.enum(zoneSlugs, { error: `Choose one of: ${zoneSlugs.join(', ')}` })),
  createdFrom: dateFilter('createdFrom'),
  createdTo: dateFilter('createdTo'),
  updatedFrom: dateFilter('updatedFrom'),
  updatedTo: dateFilter('updatedTo'),
  id: oneOrMany(positiveId, 1000),
  /** received, approved, has_issues, rejected (one or several). */
  reviewState: oneOrMany(z.enum(REVIEW_STATES, { error: `Choose one of: ${REVIEW_STATES.join(', ')}` }), REVIEW_STATES.length),
  /** the dashboard's failed syncs open the list of those records. */
  syncStatus: oneOrMany(z.enum(SYNC_STATUSES, { error: `Choose one of: ${SYNC_STATUSES.join(', ')}` }), SYNC_STATUSES.length),
};

const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'Expected true or false' });
// Compared with integer and double columns alike, so kept within int4.
const numberFilter = z.coerce.number({ error: 'Expected a number' }).finite().min(INT4_MIN, `At least ${INT4_MIN}`).max(INT4_MAX, `At most ${INT4_MAX}`);

function filterSchemaFor(def: RecordDef, name: string, spec: FilterSpec): z.ZodType {
  switch (spec.kind) {
    case 'enum': {
      return oneOrMany(def.schema.shape[name] as z.ZodType);
    }
    case 'boolean':
      return booleanFilter;
    case 'id':
      return oneOrMany(positiveId, 1000);
    case 'min':
    case 'max':
      return numberFilter;
  }
}

function parseJson(name: keyof RawListQuery, text: string | undefined, example: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw validationFailed({ [name]: `${name} must be JSON, e.g. ${example}` });
  }
}

export function parseListQuery(def: RecordDef, raw: RawListQuery): ListQuery {
  const sortInput = parseJson('sort', raw.sort, '["updatedAt","DESC"]');
  const rangeInput = parseJson('range', raw.range, '[0,24]');
  const filterInput = parseJson('filter', raw.filter, '{"state":"kano"}');

  let sort: ListQuery['sort'] = { ...DEFAULT_SORT };
  if (sortInput !== undefined) {
    const [field, order] = parseOrFail(sortSchema, sortInput, 'sort');
    if (!def.sortable.includes(field)) {
      throw validationFailed({ sort: `Cannot sort ${def.path} by "${field}". Sortable fields: ${def.sortable.join(', ')}` });
    }
    sort = { field, order };
  }

  const [first, last] = rangeInput === undefined ? DEFAULT_RANGE : parseOrFail(rangeSchema, rangeInput, 'range');
  const limit = Math.min(last - first + 1, MAX_PAGE_SIZE);

  const filter: Record<string, unknown> = {};
  if (filterInput !== undefined) {
    const entries = parseOrFail(filterObjectSchema, filterInput, 'filter');
    const unknown = Object.keys(entries).filter((name) => !(name in COMMON_FILTERS) && !(name in def.filters));
    if (unknown.length > 0) {
      const known = [...Object.keys(COMMON_FILTERS), ...Object.keys(def.filters)].join(', ');
      throw validationFailed(Object.fromEntries(unknown.map((name) => [`filter.${name}`, `Unknown filter "${name}" for ${def.path}. Filters: ${known}`])));
    }
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined || value === null || value === '') continue;
      const spec = def.filters[name];
      const schema = spec ? filterSchemaFor(def, name, spec) : COMMON_FILTERS[name];
      const result = schema.safeParse(value);
      if (!result.success) throw validationFailed({ [`filter.${name}`]: result.error.issues[0]?.message ?? 'Invalid value' });
      const parsed: unknown = result.data;
      if (parsed === null || parsed === '') continue;
      filter[name] = parsed;
    }
  }
  return { sort, offset: first, limit, filter };
}
