/**
 * The ra-data-simple-rest list dialect (DESIGN §4): `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={...}` in, a JSON array and `Content-Range: <resource> 0-24/1234` out.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { booleanFilter, idsFilter, listQuerySchema, textFilter } from '../../src/domain/api/common';
import { ApiError } from './errors';

const MAX_PAGE_SIZE = 100;

/** The dialect's query is a wire contract of the domain; every list route declares this one object. */
export { booleanFilter, idsFilter, listQuerySchema, textFilter };

export interface ListRequest<F> {
  sortField: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: F;
}

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'INVALID_QUERY', `The ${name} parameter is not valid JSON.`);
  }
}

export function parseListQuery<F extends z.ZodType>(
  query: z.infer<typeof listQuerySchema>,
  options: { sortable: readonly string[]; defaultSort: [string, 'asc' | 'desc']; filter: F },
): ListRequest<z.output<F>> {
  const sort = z
    .tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])])
    .optional()
    .safeParse(parseJson(query.sort, 'sort'));
  if (!sort.success) throw new ApiError(400, 'INVALID_QUERY', 'sort must look like ["field","ASC"].');
  const [sortField, sortOrder] = sort.data ?? options.defaultSort;
  if (!options.sortable.includes(sortField)) {
    throw new ApiError(400, 'INVALID_QUERY', `Cannot sort by ${sortField}. Sortable fields: ${options.sortable.join(', ')}.`);
  }
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .optional()
    .safeParse(parseJson(query.range, 'range'));
  if (!range.success || (range.data && range.data[1] < range.data[0])) {
    throw new ApiError(400, 'INVALID_QUERY', 'range must look like [0,24] with the second number not below the first.');
  }
  const [start, end] = range.data ?? [0, 24];
  const filter = options.filter.safeParse(parseJson(query.filter, 'filter') ?? {});
  if (!filter.success) {
    const issue = filter.error.issues[0];
    const unknown = issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}.` : `Filter ${issue.path.join('.')}: ${issue.message}.`;
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    throw new ApiError(
      400,
      'INVALID_QUERY',
      unknown,
      Object.fromEntries(fields.map((field) => [`filter.${field}`, issue.code === 'unrecognized_keys' ? 'Unknown filter' : issue.message])),
    );
  }
  return {
    sortField,
    sortOrder: sortOrder.toLowerCase() as 'asc' | 'desc',
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE_SIZE),
    filter: filter.data,
  };
}

export function sendList<T>(reply: FastifyReply, resource: string, offset: number, rows: T[], total: number): T[] {
  const last = rows.length === 0 ? offset : offset + rows.length - 1;
  reply.header('Content-Range', `${resource} ${offset}-${last}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return rows;
}
