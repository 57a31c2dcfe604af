/**
 * The public pages' only way to the server (docs/api-public.md): plain fetch, no sign-in, no
 * react-admin, so the public bundle stays free of admin code. Answers are kept for a minute in
 * memory, so moving between pages does not fetch the same figures again.
 */
import type {
  IndicatorsAnswer,
  IndicatorsQuery,
  ProgrammeAnswer,
  ProgrammesAnswer,
  ProgrammesQuery,
  ReferenceFiguresAnswer,
  SummaryAnswer,
} from '../domain/api/public';
import { apiUrl } from './apiUrl';

/** A failed public call: the HTTP status (0 when the server could not be reached) and its message. */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; promise: Promise<unknown> }>();

async function request<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new PublicApiError('The figures could not be loaded. Check your connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`;
    throw new PublicApiError(message, response.status);
  }
  return body as T;
}

/** One GET, shared by every caller for CACHE_MS; a failure is not kept. */
function cached<T>(path: string): Promise<T> {
  const hit = cache.get(path);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.promise as Promise<T>;
  const promise = request<T>(path);
  cache.set(path, { at: Date.now(), promise });
  promise.catch(() => cache.delete(path));
  return promise;
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const publicApi = {
  summary: () => cached<SummaryAnswer>('/public/summary'),
  indicators: (level: IndicatorsQuery['level'] = 'state') => cached<IndicatorsAnswer>(`/public/indicators${query({ level })}`),
  referenceFigures: () => cached<ReferenceFiguresAnswer>('/public/reference-indicators'),
  /** An empty status, as the pages' select holds it, means any status. */
  programmes: (filter: { status?: ProgrammesQuery['status'] | ''; state?: ProgrammesQuery['state'] } = {}) =>
    cached<ProgrammesAnswer>(`/public/programmes${query({ status: filter.status || undefined, state: filter.state })}`),
  programme: (id: string | number) => cached<ProgrammeAnswer>(`/public/programmes/${encodeURIComponent(String(id))}`),
  /** Forgets every kept answer (tests, and after an admin change in the same tab). */
  clearCache: () => cache.clear(),
};
