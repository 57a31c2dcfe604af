/**
 * Starting an agent before its server is up (e.g. started together by a process manager): the
 * first sign-in is retried while the server cannot be reached or answers 5xx or 429, with a
 * growing delay, for at most `waitMs`. Wrong credentials or a suspended account fail at once.
 */
import { startAgent, type Agent, type AgentOptions } from './agent';
import { ApiError } from '../src/device/api';

export interface WaitOptions {
  /** Give up after this long (default 60 s); 0 tries once. */
  waitMs?: number;
  /** First delay between tries (default 500 ms), doubled up to 5 s. */
  firstDelayMs?: number;
  /** Told before each wait, e.g. to print "server not ready, retrying in 2 s". */
  onRetry?: (error: Error, delayMs: number) => void;
}

/** A failure that may pass by itself: the server is down, restarting, overloaded or rate-limiting. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startAgentWhenReady(options: AgentOptions, wait: WaitOptions = {}): Promise<Agent> {
  const deadline = Date.now() + (wait.waitMs ?? 60_000);
  let delay = wait.firstDelayMs ?? 500;
  for (;;) {
    try {
      return await startAgent(options);
    } catch (error) {
      if (!isTransient(error) || Date.now() + delay > deadline) throw error;
      wait.onRetry?.(error as Error, delay);
      await sleep(delay);
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
