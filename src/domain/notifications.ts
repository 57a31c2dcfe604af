/**
 * Notifications (docs/api-notifications.md): the kinds, the translation keys each is
 * stored with, the API's shape and the socket events. Shared by the server and the browser.
 */

export const NOTIFICATION_KINDS = [
  'bulk_invite_finished',
  'import_finished',
  'export_finished',
  'invitation_accepted',
  'collector_offline',
  'command_failed',
  'password_changed',
  /** A queued command's result for an admin who had no back-office socket open when it came. */
  'command_result',
  /** A scheduled backup failed: to every super admin. */
  'backup_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Title and text of every kind (and outcome), as keys of the `notifications` catalogue area. A
 * notification stores the keys it was raised with, so a stored one stays readable in any language.
 */
export const NOTIFICATION_TEXTS = {
  bulkInviteCompleted: { titleKey: 'notifications.bulkInvite.completedTitle', textKey: 'notifications.bulkInvite.completedText' },
  bulkInviteFailed: { titleKey: 'notifications.bulkInvite.failedTitle', textKey: 'notifications.bulkInvite.failedText' },
  importFinished: { titleKey: 'notifications.import.title', textKey: 'notifications.import.text' },
  exportFinished: { titleKey: 'notifications.export.title', textKey: 'notifications.export.text' },
  invitationAccepted: { titleKey: 'notifications.invitationAccepted.title', textKey: 'notifications.invitationAccepted.text' },
  collectorOffline: { titleKey: 'notifications.collectorOffline.title', textKey: 'notifications.collectorOffline.text' },
  commandFailed: { titleKey: 'notifications.command.failedTitle', textKey: 'notifications.command.failedText' },
  commandTimedOut: { titleKey: 'notifications.command.timedOutTitle', textKey: 'notifications.command.timedOutText' },
  passwordChanged: { titleKey: 'notifications.passwordChanged.title', textKey: 'notifications.passwordChanged.text' },
  backupFailed: { titleKey: 'notifications.backupFailed.title', textKey: 'notifications.backupFailed.text' },
  queuedCommandSucceeded: { titleKey: 'commandQueue.notifications.succeededTitle', textKey: 'commandQueue.notifications.succeededText' },
  queuedCommandFailed: { titleKey: 'commandQueue.notifications.failedTitle', textKey: 'commandQueue.notifications.failedText' },
  queuedCommandTimedOut: { titleKey: 'commandQueue.notifications.timedOutTitle', textKey: 'commandQueue.notifications.timedOutText' },
} as const satisfies Record<string, { titleKey: string; textKey: string }>;
export type NotificationText = (typeof NOTIFICATION_TEXTS)[keyof typeof NOTIFICATION_TEXTS];

/** Parameter values: shown as they are, except `recordType`, which names a record type's noun. */
export type NotificationParams = Record<string, string | number>;

/** One notification as the API answers it: the wire contract of ./api/notifications.ts. */
export type { NotificationItem } from './api/notifications';

/** Socket events, sent to every back-office socket of the notification's user. */
export const NOTIFICATION_EVENTS = {
  /** A new notification; payload NotificationItem. */
  created: 'notification:new',
  /** Notifications were marked read (in another tab, say); payload {ids: number[] | 'all'}. */
  read: 'notification:read',
} as const;

/** How many the bell's popover lists. */
export const NOTIFICATIONS_SHOWN = 10;
