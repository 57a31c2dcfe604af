/** Notifications: the bell, the list and each kind's text. English. */
export const notificationsEn = {
  notifications: {
    title: 'Notifications',
    bellLabel: 'Notifications, %{smart_count} unread',
    unreadCount: '%{smart_count} unread',
    empty: 'No new notifications',
    emptyHint: 'Finished bulk invites, imports and exports, accepted invitations and device alerts will appear here.',
    loading: 'Loading notifications…',
    loadFailed: 'Notifications could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    markFailed: 'The notifications could not be marked as read. Try again.',
    unread: 'Unread',
    bulkInvite: {
      completedTitle: 'Bulk invite finished',
      completedText: '%{fileName}: %{invited} invited, %{alreadyUsers} already users, %{invalid} invalid.',
      failedTitle: 'Bulk invite stopped',
      failedText: '%{fileName} stopped on an error after %{invited} invitations. Rows already invited stay invited.',
    },
    import: {
      title: 'Import finished',
      text: '%{fileName}: %{created} %{recordType} imported, %{alreadyPresent} already on the platform.',
    },
    export: {
      title: 'Export finished',
      text: '%{fileName}: the %{recordType} were exported and downloaded.',
    },
    invitationAccepted: {
      title: 'Invitation accepted',
      text: '%{fullName} (%{email}) accepted your invitation and can now sign in.',
    },
    collectorOffline: {
      title: 'Collector offline with unsynced records',
      text: '%{collector} went offline with %{unsynced} records not yet synced.',
    },
    command: {
      failedTitle: 'Command failed',
      failedText: "%{command} on %{collector}'s device failed: %{error}",
      timedOutTitle: 'Command timed out',
      timedOutText: "%{command} on %{collector}'s device got no answer in time.",
    },
    passwordChanged: {
      title: 'Password changed',
      text: 'Your password was changed. If this was not you, reset your password and tell your administrator.',
    },
    backupFailed: {
      title: 'Scheduled backup failed',
      text: 'The backup into %{dir} failed: %{error}. The last good backup is still there; fix the cause before the next one is due.',
    },
  },
};
