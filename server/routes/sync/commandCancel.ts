/**
 * POST /api/admin/sync/commands/:requestId/cancel: a queued command is withdrawn before its device
 * comes online. The route table lets readers of users in; cancelling also needs what sending that
 * command needs (COMMAND_ACCESS), checked first; only a still-queued command can be cancelled.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandCancelAnswerSchema, commandCancelParamsSchema } from '../../../src/domain/api/syncAdmin';
import { COMMAND_NAMES, PROTOCOL_MESSAGES, type CommandName } from '../../../src/domain/protocol';
import { ruleAllows } from '../../../src/domain/routeAccess';
import { COMMAND_ACCESS } from '../../../src/domain/socketAccess';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { cancelQueued, commandByRequestId } from '../../realtime/commandQueue';
import { errorSchema } from '../schemas';

const notQueued = (status: string) => new ApiError(409, 'COMMAND_NOT_QUEUED', `Only a queued command can be cancelled; this one is ${status}.`);

const isCommandName = (name: string): name is CommandName => (COMMAND_NAMES as readonly string[]).includes(name);

export const cancelCommandRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['sync'],
    summary: 'Cancel a queued device command',
    params: commandCancelParamsSchema,
    response: { 200: commandCancelAnswerSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
  };
  app.post('/commands/:requestId/cancel', { schema }, async (request) => {
    const user = request.auth!.user;
    const command = await commandByRequestId(app.db, request.params.requestId);
    if (!command) throw notFound('The command');
    // A command name the protocol no longer knows is treated as the strictest kind.
    const rule = isCommandName(command.command) ? COMMAND_ACCESS[command.command] : COMMAND_ACCESS.startSync;
    if (!ruleAllows(rule, user)) throw forbidden(PROTOCOL_MESSAGES.forbidden);
    if (!(await cancelQueued(app.db, command.requestId, { userId: user.id, ip: request.ip }))) {
      throw notQueued((await commandByRequestId(app.db, command.requestId))?.status ?? command.status);
    }
    return { data: { requestId: command.requestId, status: 'cancelled' as const }, message: 'The command was cancelled.' };
  });
};
