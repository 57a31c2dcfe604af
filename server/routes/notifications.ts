/**
 * The signed-in user's notifications (docs/api-notifications.md): the list, newest first, in the
 * list dialect with the unread count in `X-Unread-Count`, and marking read. Every query names the
 * caller: nobody reads or marks another's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, listQuerySchema } from '../../src/domain/api/common';
import { markReadAnswerSchema, markReadBodySchema, notificationsAnswerSchema } from '../../src/domain/api/notifications';
import { NOTIFICATION_EVENTS } from '../../src/domain/notifications';
import { booleanFilter, parseListQuery, sendList } from '../http/listQuery';
import { listNotifications, markRead, unreadCount } from '../notifications/store';

const TAGS = ['notifications'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const SORTABLE = ['createdAt'] as const;
const UNREAD_HEADER = 'X-Unread-Count';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's notifications, newest first by default (list dialect; filter {unread: true}; X-Unread-Count)",
        querystring: listQuerySchema,
        response: { 200: notificationsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, {
        sortable: SORTABLE,
        defaultSort: ['createdAt', 'desc'],
        filter: z.strictObject({ unread: booleanFilter.optional() }),
      });
      const page = await listNotifications(app.db, request.auth!.user.id, {
        unreadOnly: list.filter.unread === true,
        order: list.sortOrder,
        offset: list.offset,
        limit: list.limit,
      });
      const rows = sendList(reply, 'notifications', list.offset, page.rows, page.total);
      reply.header(UNREAD_HEADER, String(page.unread));
      reply.header('Access-Control-Expose-Headers', `Content-Range, ${UNREAD_HEADER}`);
      return rows;
    },
  );

  app.post(
    '/read',
    {
      schema: {
        tags: TAGS,
        summary: "Mark the caller's notifications read: {ids: [...]} or {all: true}",
        body: markReadBodySchema,
        response: { 200: markReadAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const ids = await markRead(app.db, userId, request.body);
      // The user's other tabs lower their count too.
      if (ids.length > 0 && app.hasDecorator('realtime')) app.realtime.toInbox(userId, NOTIFICATION_EVENTS.read, { ids });
      return { data: { ids, unread: await unreadCount(app.db, userId) } };
    },
  );
};

export default notificationRoutes;
