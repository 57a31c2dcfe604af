/** The signed-in user's notifications (docs/api-notifications.md), under /api/admin/notifications. */
import { z } from 'zod';
import { idNumber } from '../inputRules';
import { NOTIFICATION_KINDS } from '../notifications';

/** One notification as the API answers it (and the realtime socket pushes it). */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  titleKey: z.string(),
  textKey: z.string(),
  /** Shown as they are, except `recordType`, which names a record type's noun. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An admin path (`/admin/...`) to the notification's subject, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The list dialect's answer; the unread count comes in the `X-Unread-Count` header. */
export const notificationsAnswerSchema = z.array(notificationItemSchema);
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

const notificationId = idNumber('Expected notification ids');
export const markReadBodySchema = z.union([z.strictObject({ ids: z.array(notificationId).min(1).max(500) }), z.strictObject({ all: z.literal(true) })], {
  error: 'Send {"ids": [...]} or {"all": true}.',
});
export type MarkReadBody = z.input<typeof markReadBodySchema>;

export const markReadAnswerSchema = z.object({ data: z.object({ ids: z.array(z.number().int()), unread: z.number().int() }) });
export type MarkReadAnswer = z.infer<typeof markReadAnswerSchema>;
