/**
 * The state behind the rate limits (server/http/rateLimit.ts) and the sign-in pace
 * (./signInThrottle.ts), in memory for one process or in Redis (each step one atomic script) so
 * that every process shares it. Should Redis fail, this process keeps its own counts meanwhile.
 *
 * - Counters: attempts on a key within a fixed window (refused past a maximum by the caller).
 * - Slots (the generic cell rate algorithm): `burst` slots at once, then one every `intervalMs`.
 *   A caller whose slot comes within `maxWaitMs` reserves it and waits for it; a later one is
 *   refused with the time until a slot frees. Over any closed window of W ms at most
 *   `burst + floor(W / intervalMs)` slots are handed out.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface SlotRule {
  burst: number;
  intervalMs: number;
  maxWaitMs: number;
}

export type SlotAnswer = { granted: true; waitMs: number } | { granted: false; retryAfterMs: number };

export interface WindowCount {
  /** Attempts in the window so far, this one included. */
  count: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface LimitStore {
  /** What every key starts with (the deployment's REDIS_PREFIX, server/http/rateLimit.ts). */
  readonly namespace: string;
  take(key: string, rule: SlotRule): Promise<SlotAnswer>;
  count(key: string, windowMs: number): Promise<WindowCount>;
}

/** The decision for a key whose next free time is `nextFree` (0: never used), and that time once taken. */
export function decideSlot(nextFree: number, now: number, rule: SlotRule): { answer: SlotAnswer; nextFree: number } {
  const due = Math.max(nextFree, now);
  const waitMs = Math.max(0, due - (rule.burst - 1) * rule.intervalMs - now);
  if (waitMs > rule.maxWaitMs) return { answer: { granted: false, retryAfterMs: waitMs }, nextFree };
  return { answer: { granted: true, waitMs }, nextFree: due + rule.intervalMs };
}

const SWEEP_ABOVE = 10_000;

export class MemoryLimitStore implements LimitStore {
  private readonly nextFree = new Map<string, number>();
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly namespace = 'edu-rate-limit:',
  ) {}

  async take(key: string, rule: SlotRule): Promise<SlotAnswer> {
    const now = this.now();
    if (this.nextFree.size > SWEEP_ABOVE) sweep(this.nextFree, (at) => at <= now);
    const decision = decideSlot(this.nextFree.get(key) ?? 0, now, rule);
    if (decision.answer.granted) this.nextFree.set(key, decision.nextFree);
    return decision.answer;
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    if (this.windows.size > SWEEP_ABOVE) sweep(this.windows, (window) => window.endsAt <= now);
    const current = this.windows.get(key);
    const window = current && current.endsAt > now ? { count: current.count + 1, endsAt: current.endsAt } : { count: 1, endsAt: now + windowMs };
    this.windows.set(key, window);
    return { count: window.count, ttlMs: window.endsAt - now };
  }
}

/** A key past its time is as good as new. */
function sweep<T>(map: Map<string, T>, over: (value: T) => boolean): void {
  for (const [key, value] of map) if (over(value)) map.delete(key);
}

/** decideSlot in Lua, on Redis's clock; the key expires once its next free time has passed. */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local max_wait = tonumber(ARGV[3])
local due = tonumber(redis.call('GET', KEYS[1]) or '0')
if due < now then due = now end
local wait = due - (burst - 1) * interval - now
if wait < 0 then wait = 0 end
if wait > max_wait then return {0, wait} end
local next_free = due + interval
redis.call('SET', KEYS[1], next_free, 'PX', next_free - now)
return {1, wait}
`;

const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const REDIS_TIMEOUT_MS = 1000;

export class RedisLimitStore implements LimitStore {
  private readonly fallback = new MemoryLimitStore();

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    readonly namespace = 'edu-rate-limit:',
  ) {}

  async take(key: string, rule: SlotRule): Promise<SlotAnswer> {
    const answer = await this.run(TAKE_SLOT, key, [rule.intervalMs, rule.burst, rule.maxWaitMs]);
    if (!answer) return this.fallback.take(key, rule);
    const [granted, ms] = answer;
    return granted === 1 ? { granted: true, waitMs: ms } : { granted: false, retryAfterMs: ms };
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const answer = await this.run(COUNT_IN_WINDOW, key, [windowMs]);
    if (!answer) return this.fallback.count(key, windowMs);
    return { count: answer[0], ttlMs: answer[1] };
  }

  /** The script's two numbers, or null (logged) when Redis does not answer in time. */
  private async run(script: string, key: string, args: number[]): Promise<[number, number] | null> {
    // Redis away: count here at once rather than wait for a reconnection on every request.
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    });
    try {
      return (await Promise.race([this.redis.eval(script, 1, key, ...args), timeout])) as [number, number];
    } catch (error) {
      this.log.warn({ err: error }, 'rate limits: Redis did not answer; this process counts alone meanwhile');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
