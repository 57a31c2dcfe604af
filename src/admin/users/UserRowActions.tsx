import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { AccountUser } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { EditUserDialog } from './EditUserDialog';
import { useAccountAction } from '../common/useAccountAction';
import { availableActions, userAction, type UserAction } from './userActions';

/** The actions menu of a user row (manage_users only): invitations, edit, suspend, delete. */
export function UserRowActions() {
  const user = useRecordContext<AccountUser>();
  const { user: self } = useSession();
  const translate = useTranslate();
  const run = useAccountAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<UserAction | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const name = user.fullName || user.email;
  const actions = availableActions(user, self?.id).map((kind) => userAction(kind, user));

  const perform = async (action: UserAction) => {
    setBusy(true);
    await run(action.call, {
      success: translate(action.messages.success, { email: user.email }),
      failure: translate(action.messages.failure),
      refresh: action.refresh,
    });
    setBusy(false);
    setConfirming(null);
  };
  const choose = (action: UserAction) => {
    setAnchor(null);
    if (action.confirm) setConfirming(action);
    else void perform(action);
  };

  return (
    <>
      <IconButton aria-label={translate('users.actions.menuFor', { name })} onClick={(event) => setAnchor(event.currentTarget)} disabled={busy}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setEditing(true);
          }}
        >
          {translate('users.actions.edit')}
        </MenuItem>
        {actions.map((action) => (
          <MenuItem key={action.label} onClick={() => choose(action)}>
            {translate(action.label)}
          </MenuItem>
        ))}
      </Menu>
      {editing && <EditUserDialog user={user} onClose={() => setEditing(false)} />}
      {confirming?.confirm && (
        <Confirm
          isOpen
          loading={busy}
          title={confirming.confirm.title}
          content={confirming.confirm.content}
          translateOptions={{ name }}
          confirm={confirming.confirm.button}
          confirmColor="warning"
          onConfirm={() => void perform(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
