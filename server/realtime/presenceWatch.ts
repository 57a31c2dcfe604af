/**
 * Wires the Redis presence (./presence.ts) to the hub: the online list reads it, and when another
 * process's collectors leave (it died, froze, or Redis went away) admins get a presence update and
 * the commands relayed to those collectors are answered as failed at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Hub } from './hub';
import { PresenceRegistry } from './presence';

export function watchPresence(app: FastifyInstance, hub: Hub, redisUrl: string, key: string): PresenceRegistry {
  const presence = new PresenceRegistry(
    redisUrl,
    key,
    () => hub.localPresence(),
    (lost) => {
      hub.announcePresence();
      if (lost.length > 0) {
        app.log.warn({ collectors: lost }, 'presence: collectors of another process are gone (it stopped answering)');
        void hub.connectionsLost(lost).catch((error: unknown) => app.log.error({ err: error }, 'lost commands could not be closed'));
      }
    },
    app.log,
  );
  hub.usePresence(presence);
  return presence;
}
