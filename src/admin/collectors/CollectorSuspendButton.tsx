import { useState } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useRecordContext } from 'react-admin';
import { accountsApi, type CollectorUser } from '../../providers/accountsApi';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';

/** Suspend or unsuspend a collector (PUT edit {id, isActive}); refreshes collectors and users. */
export function CollectorSuspendButton() {
  const collector = useRecordContext<CollectorUser>();
  const run = useAccountAction();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!collector) return null;
  const suspend = collector.isActive;
  const name = collector.fullName || collector.email;
  const confirm = async () => {
    setBusy(true);
    await run(() => accountsApi.editUser(collector.id, { isActive: !suspend }), {
      success: suspend ? 'User suspended.' : 'User unsuspended.',
      failure: suspend ? 'The user could not be suspended.' : 'The user could not be unsuspended.',
      refresh: [[COLLECTORS_RESOURCE], [USERS_RESOURCE]],
    });
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <Button size="small" color={suspend ? 'error' : 'primary'} onClick={() => setOpen(true)} aria-label={`${suspend ? 'Suspend' : 'Unsuspend'} ${name}`}>
        {suspend ? 'Suspend' : 'Unsuspend'}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={suspend ? 'Suspend collector' : 'Unsuspend collector'}
        content={suspend ? `Suspend ${name}? They are signed out at once and cannot sync until unsuspended.` : `Unsuspend ${name}? They can sign in again.`}
        confirm={suspend ? 'Suspend' : 'Unsuspend'}
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
