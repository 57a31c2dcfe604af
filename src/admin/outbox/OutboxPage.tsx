import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { OutboxMessage } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { DASHBOARD_PATH } from '../guards/RouteGuard';
import { AccountsTabs } from '../users/AccountsTabs';
import { EmptyList } from '../common/EmptyList';
import { formatDateTime } from '../common/format';
import { OUTBOX_RESOURCE } from '../common/queryKeys';
import { hasSuperAdminRole } from '../../domain/permissions';
import { KIND_LABEL_KEYS, kindLabelKey, STATUS_LABELS } from './labels';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { ListPagination } from '../../ui/ListPagination';

const Column = DataTable.Col<OutboxMessage>;

// Choice names are catalogue keys: react-admin translates them.
const KIND_CHOICES = Object.entries(KIND_LABEL_KEYS).map(([id, name]) => ({ id, name }));
const STATUS_CHOICES = Object.entries(STATUS_LABELS).map(([id, { labelKey }]) => ({ id, name: labelKey }));

function StatusChip({ message }: { message: OutboxMessage }) {
  const translate = useTranslate();
  const status = STATUS_LABELS[message.status];
  return (
    <Tooltip title={message.error ?? ''} describeChild>
      <Chip size="small" label={status ? translate(status.labelKey) : message.status} color={status?.color ?? 'default'} variant="outlined" />
    </Tooltip>
  );
}

/**
 * /admin/outbox (super_admin only): the e-mails the platform stored or sent. Without SMTP_URL this
 * is where invitation links and reset codes can be read. Others are sent to the dashboard.
 */
export function OutboxPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  if (!hasSuperAdminRole(user)) return <Navigate to={DASHBOARD_PATH} replace />;
  const kindName = (kind: string) => {
    const key = kindLabelKey(kind);
    return key ? translate(key) : kind;
  };
  const filters = [
    <SelectInput key="kind" source="kind" label={translate('outbox.kind')} choices={KIND_CHOICES} alwaysOn />,
    <SelectInput key="status" source="status" label={translate('outbox.status')} choices={STATUS_CHOICES} alwaysOn />,
  ];
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('outbox.title')}
        </Typography>
        <AccountsTabs current="outbox" />
      </div>
      <List
        resource={OUTBOX_RESOURCE}
        title={false}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={false}
        actions={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList text={translate('outbox.empty')} />}>
          <Column source="to" label={translate('outbox.to')} disableSort />
          <Column source="subject" label={translate('outbox.subject')} disableSort />
          <Column source="kind" label={translate('outbox.kind')} disableSort render={(message) => kindName(message.kind)} />
          <Column source="status" label={translate('outbox.status')} disableSort render={(message) => <StatusChip message={message} />} />
          <Column source="createdAt" label={translate('outbox.time')} render={(message) => formatDateTime(message.createdAt, '-')} />
          <Column
            label={translate('outbox.message')}
            disableSort
            align="right"
            render={(message) => (
              <Button size="small" onClick={() => setOpen(message)} aria-label={translate('outbox.viewMessage', { subject: message.subject, to: message.to })}>
                {translate('outbox.view')}
              </Button>
            )}
          />
        </DataTable>
      </List>
      {open && <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
