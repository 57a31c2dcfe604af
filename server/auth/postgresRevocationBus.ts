/**
 * The revocation bus on PostgreSQL without Redis (./revocationBus.ts explains the bus): LISTEN /
 * NOTIFY on a connection of its own per process. The writing process notifies after the commit and
 * waits until every listening process of this deployment (counted in pg_stat_activity by the
 * listener's application_name) has acknowledged, after emptying its cache, so the very next request
 * on any process sees the change. A process trusts its cache only while its LISTEN is up; when the
 * connection drops it empties the cache, reads the database and connects again.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { loadedPg } from '../db/pgDriver';
import { ACK_TIMEOUT_MS, RevocationAcks } from './revocationAcks';
import type { RevocationBus } from './revocationBus';

const RECONNECT_MS = 1000;

/** NOTIFY channels are identifiers (at most 63 bytes): named from a hash of the deployment's key. */
const channelFor = (key: string) => `edu_auth_${crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export async function postgresBus(connectionString: string, key: string, onRemote: () => void, log: FastifyBaseLogger): Promise<RevocationBus> {
  const me = crypto.randomBytes(8).toString('hex');
  const channel = channelFor(key);
  const ackChannel = `${channel}_ack_${me}`;
  const acks = new RevocationAcks(log);
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === ackChannel) return acks.received(message.payload ?? '');
    const { id, origin } = JSON.parse(message.payload ?? '{}') as { id: string; origin: string };
    if (origin !== me) onRemote();
    client?.query('select pg_notify($1, $2)', [`${channel}_ack_${origin}`, id]).catch(() => undefined);
  };

  const drop = (connection: pg.Client, reason: string) => {
    if (connection !== client) return;
    if (listening) log.warn(`auth cache: PostgreSQL LISTEN ${reason}; reading sessions from the database until it is back`);
    listening = false;
    client = undefined;
    onRemote();
    connection.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const connection = new (loadedPg().Client)({ connectionString, application_name: channel, connectionTimeoutMillis: 2000, keepAlive: true });
    client = connection;
    connection.on('error', () => drop(connection, 'failed'));
    connection.on('end', () => drop(connection, 'closed'));
    connection.on('notification', onNotification);
    try {
      await connection.connect();
      await connection.query(`listen ${channel}; listen ${ackChannel}`);
      if (closed || connection !== client) return void connection.end().catch(() => undefined);
      onRemote();
      listening = true;
    } catch {
      drop(connection, 'unavailable');
    }
  }

  await connect();

  return {
    healthy: () => listening,
    publish: () =>
      acks.sendAndWait(async (id) => {
        // With this process's LISTEN down, a connection of its own tells the others.
        const connection = client && listening ? client : new (loadedPg().Client)({ connectionString, connectionTimeoutMillis: ACK_TIMEOUT_MS });
        if (connection !== client) await connection.connect();
        try {
          const result = await connection.query<{ listeners: number }>(
            `select pg_notify($1, $2)::text as sent,
               (select count(*)::int from pg_stat_activity where application_name = $1 and datname = current_database()) as listeners`,
            [channel, JSON.stringify({ id, origin: me })],
          );
          return result.rows[0]?.listeners ?? 0;
        } finally {
          if (connection !== client) await connection.end().catch(() => undefined);
        }
      }),
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
