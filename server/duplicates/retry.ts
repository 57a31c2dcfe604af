/**
 * Merges and undos lock rows of several tables; PostgreSQL may still abort one as a deadlock victim
 * (40P01) or a serialization failure (40001) when other writers (a background duplicate check)
 * lock the same pairs in another order. Such a transaction changed nothing, so it is run again.
 */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

export const isRetryable = (error: unknown): boolean => RETRYABLE.has(String((error as { code?: unknown } | null)?.code ?? ''));

/** Runs `transaction` and runs it again (up to ATTEMPTS times, after a short random pause) when it was aborted for a retryable reason. */
export async function withRetry<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
