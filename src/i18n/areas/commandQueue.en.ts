/** Commands that wait (issue 15 §4): queueing for offline collectors, the command history, their notifications. English. */
export const commandQueueEn = {
  commandQueue: {
    dialog: {
      title: 'Collector is offline',
      text: '%{collector} is offline. %{command} can wait and be delivered when the device is online again.',
      expiry: 'Give up after',
      queue: 'Queue until the device is online',
    },
    expiry: {
      s3600: '1 hour',
      s21600: '6 hours',
      s86400: '24 hours',
      s259200: '3 days',
      s604800: '7 days',
    },
    history: {
      title: 'Command history',
      loading: 'Loading the command history…',
      empty: 'No commands sent to this collector yet.',
      command: 'Command',
      status: 'Status',
      sentBy: 'Sent by',
      created: 'Created',
      expiresOrDone: 'Expires / finished',
      cancel: 'Cancel',
    },
    status: {
      queued: 'Queued',
      sent: 'Sent',
      succeeded: 'Succeeded',
      failed: 'Failed',
      'timed-out': 'Timed out',
      expired: 'Expired',
      cancelled: 'Cancelled',
    },
    notices: {
      queued: '%{command} is queued until the device is online (until %{expiresAt}).',
      refused: 'The command could not be queued: %{error}',
      succeeded: 'Queued command %{command} succeeded on the device.',
      failed: 'Queued command %{command} failed: %{error}',
      cancelled: '%{command} was cancelled.',
      cancelFailed: 'The command could not be cancelled: %{error}',
    },
    notifications: {
      succeededTitle: 'Queued command succeeded',
      succeededText: "%{command} ran on %{collector}'s device when it came online.",
      failedTitle: 'Queued command failed',
      failedText: "%{command} on %{collector}'s device failed when it came online: %{error}",
      timedOutTitle: 'Queued command timed out',
      timedOutText: "%{command} was delivered to %{collector}'s device but got no answer in time.",
    },
  },
};
