import type { OutboxMessage } from '../../providers/accountsApi';

export const KIND_LABEL_KEYS: Readonly<Record<OutboxMessage['kind'], string>> = {
  invitation: 'outbox.kinds.invitation',
  password_reset: 'outbox.kinds.passwordReset',
};

export const STATUS_LABELS: Readonly<Record<OutboxMessage['status'], { labelKey: string; color: 'default' | 'success' | 'error' }>> = {
  stored: { labelKey: 'outbox.statuses.stored', color: 'default' },
  queued: { labelKey: 'outbox.statuses.queued', color: 'default' },
  sent: { labelKey: 'outbox.statuses.sent', color: 'success' },
  failed: { labelKey: 'outbox.statuses.failed', color: 'error' },
};

/** A kind's catalogue key; a kind this screen does not know shows as its code. */
export function kindLabelKey(kind: string): string | undefined {
  return (KIND_LABEL_KEYS as Partial<Record<string, string>>)[kind];
}
