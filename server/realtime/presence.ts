/**
 * Presence across server processes without asking them: every process writes, each
 * beat, which collectors and back-office users have a socket on it to a Redis key that expires
 * (`{key}:presence:{process}`), and reads the others'. A process that dies or freezes stops
 * writing, its key expires and its collectors leave the online list within PRESENCE_TTL_MS plus
 * a beat, whatever state its sockets are in. No read waits for a peer: Redis answers, or within
 * REDIS_CALL_BOUND_MS this process answers from its own sockets alone.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { newRedis } from './redisDriver';
import type { OnlineCollector } from '../../src/domain/protocol';
import { BOUNDED_REDIS_OPTIONS, trackRedisClient, withinBound } from './redisStatus';

export const PRESENCE_BEAT_MS = 1000;
export const PRESENCE_TTL_MS = 4000;

export interface ProcessPresence {
  collectors: OnlineCollector[];
  /** Users with a back-office socket (admin or user connection) on the process. */
  inboxes: number[];
}

const EMPTY: ProcessPresence = { collectors: [], inboxes: [] };

export class PresenceRegistry {
  private readonly id = crypto.randomUUID();
  private readonly redis: Redis;
  private readonly untrack: () => void;
  private others: ProcessPresence[] = [];
  private known = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  /**
   * `local`: this process's sockets now. `changed(lost)`: the other processes' collectors changed;
   * `lost` are those no longer online anywhere (their process died, froze or lost Redis).
   */
  constructor(
    url: string,
    private readonly key: string,
    private readonly local: () => ProcessPresence,
    private readonly changed: (lost: number[]) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redis = newRedis(url, { ...BOUNDED_REDIS_OPTIONS, connectionName: `${key}:presence` });
    this.redis.on('error', (error: Error) => log.debug({ err: error }, 'presence: Redis connection problem'));
    this.untrack = trackRedisClient(this.redis, log, 'presence');
    this.timer = setInterval(() => void this.refresh(), PRESENCE_BEAT_MS);
    this.timer.unref();
  }

  /** The other live processes' presence, read now (Redis answers within the bound, else nothing is known of them). */
  async remote(): Promise<ProcessPresence> {
    await this.refresh();
    return {
      collectors: this.others.flatMap((other) => other.collectors),
      inboxes: this.others.flatMap((other) => other.inboxes),
    };
  }

  /** Writes this process's presence and reads the others'; tells `changed` what left. */
  async refresh(): Promise<void> {
    if (this.stopped) return;
    const previous = this.known;
    try {
      this.others = this.redis.status === 'ready' ? await withinBound(this.exchange(), undefined, 'presence') : [];
    } catch (error) {
      this.log.debug({ err: error }, 'presence: Redis did not answer; only this process is known');
      this.others = [];
    }
    this.known = new Set(this.others.flatMap((other) => other.collectors.map((collector) => collector.id)));
    const mine = new Set(this.local().collectors.map((collector) => collector.id));
    const lost = [...previous].filter((id) => !this.known.has(id) && !mine.has(id));
    const gained = [...this.known].some((id) => !previous.has(id));
    if (lost.length > 0 || gained) this.changed(lost);
  }

  private async exchange(): Promise<ProcessPresence[]> {
    const processes = `${this.key}:presence`;
    const mine = `${processes}:${this.id}`;
    const written = await this.redis.multi().set(mine, JSON.stringify(this.local()), 'PX', PRESENCE_TTL_MS).sadd(processes, this.id).smembers(processes).exec();
    const members = ((written?.[2]?.[1] ?? []) as string[]).filter((id) => id !== this.id);
    if (members.length === 0) return [];
    const entries = await this.redis.mget(members.map((id) => `${processes}:${id}`));
    const gone = members.filter((_, i) => entries[i] === null);
    if (gone.length > 0) await this.redis.srem(processes, ...gone);
    return entries.flatMap((entry) => (entry === null ? [] : [parsePresence(entry)]));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.untrack();
    const processes = `${this.key}:presence`;
    if (this.redis.status === 'ready') {
      await withinBound(this.redis.multi().del(`${processes}:${this.id}`).srem(processes, this.id).exec()).catch(() => undefined);
    }
    this.redis.disconnect();
  }
}

function parsePresence(entry: string): ProcessPresence {
  try {
    const parsed = JSON.parse(entry) as Partial<ProcessPresence>;
    return { collectors: Array.isArray(parsed.collectors) ? parsed.collectors : [], inboxes: Array.isArray(parsed.inboxes) ? parsed.inboxes : [] };
  } catch {
    return EMPTY;
  }
}
