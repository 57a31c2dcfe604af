import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { AccountUser, InvitationState } from '../../providers/accountsApi';
import { formatDateTime } from '../common/format';

export function ActiveChip({ isActive }: { isActive: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid="user-status"
      label={translate(isActive ? 'users.status.active' : 'users.status.suspended')}
      color={isActive ? 'success' : 'error'}
      variant={isActive ? 'outlined' : 'filled'}
    />
  );
}

export const INVITATION_STATE_KEYS: Readonly<Record<InvitationState, string>> = {
  pending: 'users.invitationStates.pending',
  accepted: 'users.invitationStates.accepted',
  expired: 'users.invitationStates.expired',
  revoked: 'users.invitationStates.revoked',
  none: 'users.invitationStates.none',
};

const INVITATION_COLOR = { pending: 'warning', accepted: 'success', expired: 'default', revoked: 'default', none: 'default' } as const;

export function InvitationChip({ invitation }: { invitation: AccountUser['invitation'] }) {
  const translate = useTranslate();
  const state = invitation?.state ?? 'none';
  const chip = (
    <Chip size="small" data-testid="invitation-state" label={translate(INVITATION_STATE_KEYS[state])} color={INVITATION_COLOR[state]} variant="outlined" />
  );
  if (!invitation || state === 'none') return chip;
  const sent = formatDateTime(invitation.sentAt, '-');
  const detail =
    state === 'pending'
      ? translate('users.invitationSentExpires', { sent, expires: formatDateTime(invitation.expiresAt, '-') })
      : translate('users.invitationSent', { sent });
  return (
    <Tooltip title={detail} describeChild>
      <span>{chip}</span>
    </Tooltip>
  );
}
