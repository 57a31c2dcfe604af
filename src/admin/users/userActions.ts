import { accountsApi, type AccountUser } from '../../providers/accountsApi';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';

export type UserActionKind = 'resend' | 'revoke' | 'suspend' | 'unsuspend' | 'delete';

/** Keys of src/i18n/areas/accounts.en.ts; `content` and the messages take %{name} and %{email}. */
export interface UserAction {
  label: string;
  /** Asked before the call; none for actions without a confirmation. */
  confirm?: { title: string; content: string; button: string };
  call: () => Promise<{ message: string }>;
  messages: { success: string; failure: string };
  refresh: readonly (readonly string[])[];
}

const USERS_LIST = [[USERS_RESOURCE]] as const;
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
  switch (kind) {
    case 'resend':
      return {
        label: 'users.actions.resend',
        call: () => accountsApi.resendInvitation(user.id),
        messages: { success: 'users.messages.resent', failure: 'users.invite.failed' },
        refresh: USERS_LIST,
      };
    case 'revoke':
      return {
        label: 'users.actions.revoke',
        confirm: { title: 'users.confirm.revokeTitle', content: 'users.confirm.revokeContent', button: 'users.confirm.revokeButton' },
        call: () => accountsApi.revokeInvitation(user.id),
        messages: { success: 'users.messages.revoked', failure: 'users.messages.revokeFailed' },
        refresh: USERS_LIST,
      };
    case 'suspend':
      return {
        label: 'users.actions.suspend',
        confirm: { title: 'users.confirm.suspendTitle', content: 'users.confirm.suspendContent', button: 'users.confirm.suspendButton' },
        call: () => accountsApi.editUser(user.id, { isActive: false }),
        messages: { success: 'users.messages.suspended', failure: 'users.messages.suspendFailed' },
        refresh: BOTH_LISTS,
      };
    case 'unsuspend':
      return {
        label: 'users.actions.unsuspend',
        confirm: { title: 'users.confirm.unsuspendTitle', content: 'users.confirm.unsuspendContent', button: 'users.confirm.unsuspendButton' },
        call: () => accountsApi.editUser(user.id, { isActive: true }),
        messages: { success: 'users.messages.unsuspended', failure: 'users.messages.unsuspendFailed' },
        refresh: BOTH_LISTS,
      };
    case 'delete':
      return {
        label: 'users.actions.delete',
        confirm: { title: 'users.confirm.deleteTitle', content: 'users.confirm.deleteContent', button: 'users.confirm.deleteButton' },
        call: () => accountsApi.deleteUser(user.id),
        messages: { success: 'users.messages.deleted', failure: 'users.messages.deleteFailed' },
        refresh: BOTH_LISTS,
      };
  }
}
