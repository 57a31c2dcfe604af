/**
 * The socket half of the route–permission table (./routeAccess, DESIGN §6): who may open a socket
 * of each connection role, which role may send each event, and what each `cmd:execute` command
 * needs. server/realtime checks these; tests/api/routeAccess.test.ts walks them.
 */
import { PERMISSION_CONSTANTS as P } from './permissions';
import { COMMAND_NAMES, EVENTS, commandNeedsManage, type CommandName, type ConnectionRole } from './protocol';
import { READ_USERS_RULE, type AccessRule, type SignedInRule } from './routeAccess';

/** Who may connect with `auth {token, role}`; the server also sends admins device logs and presence. */
export const SOCKET_CONNECTION_ACCESS: Readonly<Record<ConnectionRole, SignedInRule & { message: string }>> = {
  admin: { ...READ_USERS_RULE, message: 'Reading or managing users is needed to use the Command Centre.' },
  collector: { kind: 'collector', message: 'Only collector accounts may connect as a collector.' },
  // Hears only the user's own notifications (server/notifications) and sends nothing.
  user: { kind: 'signedIn', message: 'Sign in to receive notifications.' },
};

/** The events clients send, and the connection role that may send each (others are not listened to). */
export const SOCKET_EVENT_SENDERS = {
  [EVENTS.execute]: 'admin',
  [EVENTS.result]: 'collector',
  [EVENTS.verificationResult]: 'collector',
  [EVENTS.deviceLog]: 'collector',
  [EVENTS.queueSnapshot]: 'collector',
} as const satisfies Record<string, ConnectionRole>;

export type ClientEvent = keyof typeof SOCKET_EVENT_SENDERS;

/** `cmd:execute` per command: commands that change a device or pull data need manage_users (protocol's MANAGE_COMMANDS). */
export const COMMAND_ACCESS: Readonly<Record<CommandName, AccessRule>> = Object.fromEntries(
  COMMAND_NAMES.map((command) => [command, commandNeedsManage(command) ? { kind: 'all', permissions: [P.MANAGE_USERS] } : READ_USERS_RULE]),
) as Record<CommandName, AccessRule>;
