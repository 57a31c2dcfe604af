/** Queued commands in tests: queue over a real admin socket, watch what a real agent receives. */
import type { Socket } from 'socket.io-client';
import { startAgent, type Agent } from '../../collector/agent';
import { EVENTS } from '../../src/domain/protocol';
import { newRequestId } from '../../src/domain/protocol';

export interface QueueAnswer {
  ok: boolean;
  requestId: string;
  status?: string;
  expiresAt?: string;
  error?: string;
  code?: string;
}

/**
 * How long a test waits for the server's ack: long enough for a burst of commands that the queue
 * cap serialises, on a loaded machine; what the tests check is the answers, not their speed.
 */
const ACK_WAIT_MS = 20_000;

/** Sends cmd:execute with queueIfOffline and answers the server's ack. */
export async function queueCommand(
  admin: Socket,
  command: { command: string; collectorId: number } & Record<string, unknown>,
  expiresInSeconds?: number,
): Promise<QueueAnswer> {
  const payload = { requestId: newRequestId(), ...command, queueIfOffline: true, ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }) };
  return (await admin.timeout(ACK_WAIT_MS).emitWithAck(EVENTS.execute, payload)) as QueueAnswer;
}

/** A started agent with every line of its device log, to count the commands it received. */
export interface WatchedAgent {
  agent: Agent;
  lines: string[];
}

export async function startWatchedAgent(server: string, user: { email: string; password: string }, lines: string[] = []): Promise<WatchedAgent> {
  const agent = await startAgent({
    server,
    email: user.email,
    password: user.password,
    records: { communities: 1, schools: 2, learners: 2, staff: 1, households: 1, oosChildren: 1 },
    echo: (line) => lines.push(line),
  });
  await agent.connected();
  return { agent, lines };
}

/** How many times the agent logged receiving this request. */
export const timesReceived = (lines: readonly string[], requestId: string) =>
  lines.filter((line) => line.includes(`Received `) && line.includes(`(${requestId})`)).length;
