/**
 * The notifications table: writing one (in the caller's transaction when the event is written in
 * one), one user's list and unread count on the (user_id, read_at, created_at) index, marking read.
 * Every read and write names the user: nobody sees or marks another's.
 */
import type { Kysely, Selectable } from 'kysely';
import type { NotificationItem, NotificationKind, NotificationParams, NotificationText } from '../../src/domain/notifications';
import type { Database } from '../db/schema';

/** What raises a notification: its user, kind, words (keys + params) and subject. */
export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  text: NotificationText;
  params?: NotificationParams;
  link?: string | null;
}

type Row = Selectable<Database['notifications']>;

export function toItem(row: Row): NotificationItem {
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as NotificationParams) : row.params;
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    titleKey: row.titleKey,
    textKey: row.textKey,
    params,
    link: row.link,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}

/** A written notification and whom it is for (the API's item does not repeat its user). */
export interface StoredNotification {
  userId: number;
  item: NotificationItem;
}

/** Writes the notifications (pass the transaction of the event they tell of) and answers them. */
export async function recordNotifications(db: Kysely<Database>, inputs: readonly NotificationInput[]): Promise<StoredNotification[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        kind: input.kind,
        titleKey: input.text.titleKey,
        textKey: input.text.textKey,
        params: JSON.stringify(input.params ?? {}),
        link: input.link ?? null,
      })),
    )
    .returningAll()
    .execute();
  return rows.map((row) => ({ userId: row.userId, item: toItem(row) }));
}

export interface NotificationPage {
  rows: NotificationItem[];
  total: number;
  unread: number;
}

/** One user's notifications by time (newest first: `desc`); `unreadOnly` keeps the unread ones. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  options: { unreadOnly: boolean; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<NotificationPage> {
  let query = db.selectFrom('notifications').where('userId', '=', userId);
  if (options.unreadOnly) query = query.where('readAt', 'is', null);
  const [rows, total, unread] = await Promise.all([
    query.selectAll().orderBy('createdAt', options.order).orderBy('id', options.order).offset(options.offset).limit(options.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    unreadCount(db, userId),
  ]);
  return { rows: rows.map(toItem), total: Number(total.count), unread };
}

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's own notifications read (`ids` of others' match nothing); answers the ids marked. */
export async function markRead(db: Kysely<Database>, userId: number, which: { ids: readonly number[] } | { all: true }): Promise<number[]> {
  let query = db.updateTable('notifications').set({ readAt: new Date() }).where('userId', '=', userId).where('readAt', 'is', null);
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    query = query.where('id', 'in', [...which.ids]);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => Number(row.id));
}
