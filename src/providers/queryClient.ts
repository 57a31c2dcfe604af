/**
 * The admin's react-query client: a 4xx answer is final (a missing record says "not
 * found" at once, a refusal is not asked again), so only network failures and 5xx answers are
 * retried, twice, with react-query's growing delay. Mutations are never retried.
 */
import { QueryClient } from '@tanstack/react-query';

export const QUERY_RETRIES = 2;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** react-query's `retry`: false for a 4xx answer; otherwise up to QUERY_RETRIES more attempts. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } } });
}
