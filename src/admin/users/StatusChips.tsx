import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AccountUser } from '../../providers/accountsApi';
import { formatDateTime, INVITATION_LABELS } from '../common/format';

export function ActiveChip({ isActive }: { isActive: boolean }) {
  return (
    <Chip
      size="small"
      data-testid="user-status"
      label={isActive ? 'Active' : 'Suspended'}
      color={isActive ? 'success' : 'error'}
      variant={isActive ? 'outlined' : 'filled'}
    />
  );
}

const INVITATION_COLOR = { pending: 'warning', accepted: 'success', expired: 'default', revoked: 'default', none: 'default' } as const;

export function InvitationChip({ invitation }: { invitation: AccountUser['invitation'] }) {
  const state = invitation?.state ?? 'none';
  const chip = <Chip size="small" data-testid="invitation-state" label={INVITATION_LABELS[state]} color={INVITATION_COLOR[state]} variant="outlined" />;
  if (!invitation || state === 'none') return chip;
  const detail = `Sent ${formatDateTime(invitation.sentAt, '-')}${state === 'pending' ? `, expires ${formatDateTime(invitation.expiresAt, '-')}` : ''}`;
  return (
    <Tooltip title={detail} describeChild>
      <span>{chip}</span>
    </Tooltip>
  );
}
