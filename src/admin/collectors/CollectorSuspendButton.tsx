import { useState } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { accountsApi, type CollectorUser } from '../../providers/accountsApi';
import { COLLECTORS_RESOURCE, USERS_RESOURCE } from '../common/queryKeys';
import { useAccountAction } from '../common/useAccountAction';

/** Suspend or unsuspend a collector (PUT edit {id, isActive}); refreshes collectors and users. */
export function CollectorSuspendButton() {
  const translate = useTranslate();
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
      success: translate(suspend ? 'collectors.suspended' : 'collectors.unsuspended'),
      failure: translate(suspend ? 'collectors.suspendFailed' : 'collectors.unsuspendFailed'),
      refresh: [[COLLECTORS_RESOURCE], [USERS_RESOURCE]],
    });
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        color={suspend ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={translate(suspend ? 'collectors.suspendName' : 'collectors.unsuspendName', { name })}
      >
        {translate(suspend ? 'collectors.suspend' : 'collectors.unsuspend')}
      </Button>
      {/* Confirm translates its keys itself. */}
      <Confirm
        isOpen={open}
        loading={busy}
        title={suspend ? 'collectors.suspendTitle' : 'collectors.unsuspendTitle'}
        content={suspend ? 'collectors.suspendQuestion' : 'collectors.unsuspendQuestion'}
        translateOptions={{ name }}
        confirm={suspend ? 'collectors.suspend' : 'collectors.unsuspend'}
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
