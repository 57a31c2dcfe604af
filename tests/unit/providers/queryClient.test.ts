import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { QUERY_RETRIES, createQueryClient, shouldRetry } from '../../../src/providers/queryClient';

describe('the admin query client', () => {
  it.each([400, 401, 403, 404, 409, 422])('never retries a %i answer', (status) => {
    expect(shouldRetry(0, new HttpError('no', status))).toBe(false);
  });

  it.each([500, 502, 503])('retries a %i answer up to QUERY_RETRIES times', (status) => {
    expect(shouldRetry(0, new HttpError('down', status))).toBe(true);
    expect(shouldRetry(QUERY_RETRIES - 1, new HttpError('down', status))).toBe(true);
    expect(shouldRetry(QUERY_RETRIES, new HttpError('down', status))).toBe(false);
  });

  it('retries a network failure (no status)', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is the default of every query, and mutations are not retried', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
