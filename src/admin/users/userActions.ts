import { accountsApi, type AccountUser } from '../../providers/accountsApi';
import type { ActionOptions } from '../common/useAccountAction';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';

export type UserActionKind = 'resend' | 'revoke' | 'suspend' | 'unsuspend' | 'delete';

export interface UserAction {
  label: string;
  /** Asked before the call; none for actions without a confirmation. */
  confirm?: { title: string; content: string; button: string };
  call: () => Promise<{ message: string }>;
  options: ActionOptions;
}

const BOTH_LISTS = [[USERS_RESOURCE], [COLLECTORS_RESOURCE]] as const;

/** Which row actions a user offers (the signed-in user cannot suspend or delete themselves). */
export function availableActions(user: AccountUser, selfId: number | undefined): UserActionKind[] {
  const state = user.invitation?.state;
  const kinds: UserActionKind[] = [];
  if (state === 'pending' || state === 'expired' || state === 'revoked') kinds.push('resend');
  if (state === 'pending') kinds.push('revoke');
  if (user.id !== selfId) kinds.push(user.isActive ? 'suspend' : 'unsuspend', 'delete');
  return kinds;
}

export function userAction(kind: UserActionKind, user: AccountUser): UserAction {
  const name = user.fullName || user.email;
  switch (kind) {
    case 'resend':
      return {
        label: 'Resend invitation',
        call: () => accountsApi.resendInvitation(user.id),
        options: { success: `Invitation sent again to ${user.email}.`, failure: 'The invitation could not be sent.', refresh: [[USERS_RESOURCE]] },
      };
    case 'revoke':
      return {
        label: 'Revoke invitation',
        confirm: { title: 'Revoke invitation', content: `Revoke the invitation of ${name}? The link in their e-mail stops working.`, button: 'Revoke' },
        call: () => accountsApi.revokeInvitation(user.id),
        options: { success: 'Invitation revoked.', failure: 'The invitation could not be revoked.', refresh: [[USERS_RESOURCE]] },
      };
    case 'suspend':
      return {
        label: 'Suspend',
        confirm: { title: 'Suspend user', content: `Suspend ${name}? They are signed out at once and cannot sign in until unsuspended.`, button: 'Suspend' },
        call: () => accountsApi.editUser(user.id, { isActive: false }),
        options: { success: 'User suspended.', failure: 'The user could not be suspended.', refresh: BOTH_LISTS },
      };
    case 'unsuspend':
      return {
        label: 'Unsuspend',
        confirm: { title: 'Unsuspend user', content: `Unsuspend ${name}? They can sign in again.`, button: 'Unsuspend' },
        call: () => accountsApi.editUser(user.id, { isActive: true }),
        options: { success: 'User unsuspended.', failure: 'The user could not be unsuspended.', refresh: BOTH_LISTS },
      };
    case 'delete':
      return {
        label: 'Delete',
        confirm: { title: 'Delete user', content: `Delete ${name}? This cannot be undone.`, button: 'Delete' },
        call: () => accountsApi.deleteUser(user.id),
        options: { success: 'User deleted.', failure: 'The user could not be deleted.', refresh: BOTH_LISTS },
      };
  }
}
