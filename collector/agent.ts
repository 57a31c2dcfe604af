/**
 * The collector agent: a stand-in for the field app and the reference for its protocol
 * (docs/collector-protocol.md). It signs in, keeps a local store, answers every command over
 * socket.io, pushes records over HTTP, reports its queue and streams its logs. Usable as a library.
 */
import type { Socket } from 'socket.io-client';
import { EVENTS, type DeviceReviewItem } from '../src/domain/protocol';
import type { SessionUser } from '../src/domain/session';
import { ApiError, ServerApi } from '../src/device/api';
import { DEFAULT_COUNTS, RecordGenerator, type EntityCounts } from './generate';
import { pickShippedWards } from './wards';
import { runCommand, type HandlerContext, type Outcome } from '../src/device/handlers';
import { RECONNECT, answerCommands, openDeviceSocket } from '../src/device/socket';
import { DeviceLogger } from '../src/device/logs';
import { ReviewSync } from '../src/device/reviews';
import { LocalStore } from '../src/device/store';
import { openFileStore } from './fileStore';
import { placeholderPhotoOf } from './photos';
import type { SyncOptions } from '../src/device/sync';

export interface AgentOptions {
  /** The server's origin, e.g. http://localhost:8080. */
  server: string;
  email: string;
  password: string;
  /** Drives the generated records (default 1). */
  seed?: number;
  /** A store to use, or a JSON file to keep the store in between runs (default: in memory). */
  store?: LocalStore | string;
  /** Records generated into an empty store (default DEFAULT_COUNTS; false: none). */
  records?: EntityCounts | false;
  /** Add a new record this often while running (0/undefined: never). */
  generateEveryMs?: number;
  sync?: SyncOptions;
  /** Print the device logs on the console. */
  echo?: (line: string) => void;
  /** The clock deciding when the token is renewed (default Date.now; tests move it). */
  now?: () => number;
  /** The app version reported in the socket handshake (default AGENT_APP_VERSION). */
  appVersion?: string;
}

/** The reference agent's version, reported to the server as a device's app version. */
export const AGENT_APP_VERSION = '0.1.0';

/** `suspended`: the server refused the account (suspended, or its password changed); the agent gave up. */
type AgentStatus = 'connecting' | 'online' | 'offline' | 'suspended' | 'stopped';

export interface Agent {
  readonly user: SessionUser;
  readonly collectorId: number;
  /** The agent's HTTP calls (signed in; the token renews itself). */
  readonly api: ServerApi;
  readonly store: LocalStore;
  readonly log: DeviceLogger;
  readonly generator: RecordGenerator;
  readonly socket: Socket;
  readonly status: AgentStatus;
  /** The sync settings in use; may be changed while running (e.g. the simulated failure rate). */
  readonly syncOptions: SyncOptions;
  /** Resolves once the socket is connected (again). */
  connected(): Promise<void>;
  /** startSync without a command: push every pending record. */
  syncNow(): Promise<Outcome>;
  stop(): Promise<void>;
}

export async function startAgent(options: AgentOptions): Promise<Agent> {
  const server = options.server.replace(/\/+$/, '');
  const api = new ServerApi(server, options.email, options.password, { now: options.now });
  const user = await api.login();
  const store = options.store instanceof LocalStore ? options.store : options.store ? openFileStore(options.store) : new LocalStore();
  await pickShippedWards();
  const generator = new RecordGenerator(store, options.seed ?? 1, new Date(options.now?.() ?? Date.now()));
  if (store.size === 0 && options.records !== false) generator.populate(options.records ?? DEFAULT_COUNTS);

  let status: AgentStatus = 'connecting';
  const socket = openDeviceSocket(server, api, { appVersion: options.appVersion ?? AGENT_APP_VERSION, device: { kind: 'agent' } });
  const log = new DeviceLogger((entry) => socket.connected && socket.emit(EVENTS.deviceLog, entry), options.echo);
  const reportQueue = async () => {
    await api.reportQueue(store.queueSnapshot()).catch((error: unknown) => log.warn('sync', `Queue report failed: ${String(error)}`));
  };
  const reviews = new ReviewSync(api, store, log);
  // After each sync the device reports its queue, then learns the reviews of what it holds.
  const afterSync = async () => {
    await reportQueue();
    await reviews.pull();
  };
  const ctx: HandlerContext = { api, store, log, sync: { ...options.sync }, reportQueue: afterSync, photoOf: placeholderPhotoOf };
  socket.on(EVENTS.recordReview, (item: DeviceReviewItem) => reviews.apply(item));

  answerCommands(socket, ctx, user.id);

  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;
  /**
   * After the server refused or ended the session: sign in again and reconnect, backing off up to
   * 30 s; give up when the account is suspended (403) or its password no longer works (401).
   */
  const recover = () => {
    if (status === 'stopped' || status === 'suspended' || retry) return;
    status = 'offline';
    const delay = Math.min(30_000, RECONNECT.reconnectionDelay * 2 ** attempts++) * (0.5 + Math.random());
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await api.login();
        attempts = 0;
        if (status !== 'stopped') socket.connect();
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          status = 'suspended';
          options.echo?.(`Collector ${options.email} can no longer sign in (${error.message}); stopped reconnecting.`);
        } else recover();
      }
    }, delay);
  };
  const waiters: Array<() => void> = [];
  socket.on('connect', () => {
    status = 'online';
    log.info('connection', 'Connected to the server');
    void reportQueue();
    void reviews.pull();
    waiters.splice(0).forEach((resolve) => resolve());
  });
  socket.on('disconnect', (reason) => {
    if (status === 'online') status = 'offline';
    if (reason === 'io server disconnect') recover();
  });
  socket.on('connect_error', () => {
    if (!socket.active) recover();
  });

  const generate = options.generateEveryMs
    ? setInterval(() => {
        const { table, row } = generator.next();
        log.info('capture', `New ${table} record #${row.localId} saved (pending sync)`);
      }, options.generateEveryMs)
    : undefined;

  return {
    user,
    collectorId: user.id,
    api,
    store,
    log,
    generator,
    socket,
    syncOptions: ctx.sync,
    get status() {
      return status;
    },
    connected: () => (socket.connected ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    syncNow: () => runCommand(ctx, { command: 'startSync', collectorId: user.id, requestId: 'local' }),
    stop: async () => {
      status = 'stopped';
      clearInterval(generate);
      clearTimeout(retry);
      socket.disconnect();
      await store.save();
    },
  };
}
