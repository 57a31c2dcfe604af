import type { OutboxMessage } from '../../providers/accountsApi';

export const KIND_LABELS: Readonly<Record<OutboxMessage['kind'], string>> = {
  invitation: 'Invitation',
  password_reset: 'Password reset',
};

export const STATUS_LABELS: Readonly<Record<OutboxMessage['status'], { label: string; color: 'default' | 'success' | 'error' }>> = {
  stored: { label: 'Stored', color: 'default' },
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};
