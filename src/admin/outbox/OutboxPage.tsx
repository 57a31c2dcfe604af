import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { OutboxMessage } from '../../providers/accountsApi';
import { useSession } from '../../providers/useSession';
import { DASHBOARD_PATH } from '../guards/RouteGuard';
import { AccountsTabs } from '../users/AccountsTabs';
import { EmptyList } from '../common/EmptyList';
import { formatDateTime } from '../common/format';
import { OUTBOX_RESOURCE } from '../common/queryKeys';
import { hasSuperAdminRole } from '../../domain/permissions';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { OutboxMessageDialog } from './OutboxMessageDialog';

const Column = DataTable.Col<OutboxMessage>;

const filters = [
  <SelectInput key="kind" source="kind" label="Kind" choices={Object.entries(KIND_LABELS).map(([id, name]) => ({ id, name }))} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={Object.entries(STATUS_LABELS).map(([id, { label }]) => ({ id, name: label }))} alwaysOn />,
];

function StatusChip({ message }: { message: OutboxMessage }) {
  const status = STATUS_LABELS[message.status] ?? { label: message.status, color: 'default' as const };
  return (
    <Tooltip title={message.error ?? ''} describeChild>
      <Chip size="small" label={status.label} color={status.color} variant="outlined" />
    </Tooltip>
  );
}

/**
 * /admin/outbox (super_admin only): the e-mails the platform stored or sent. Without SMTP_URL this
 * is where invitation links and reset codes can be read. Others are sent to the dashboard.
 */
export function OutboxPage() {
  const { user } = useSession();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  if (!hasSuperAdminRole(user)) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h2" component="h1" gutterBottom>
          Outbox
        </Typography>
        <AccountsTabs current="outbox" />
      </div>
      <List resource={OUTBOX_RESOURCE} title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false} actions={false}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList text="No e-mails yet." />}>
          <Column source="to" label="To" disableSort />
          <Column source="subject" label="Subject" disableSort />
          <Column source="kind" label="Kind" disableSort render={(message) => KIND_LABELS[message.kind] ?? message.kind} />
          <Column source="status" label="Status" disableSort render={(message) => <StatusChip message={message} />} />
          <Column source="createdAt" label="Time" render={(message) => formatDateTime(message.createdAt, '-')} />
          <Column
            label="Message"
            disableSort
            align="right"
            render={(message) => (
              <Button size="small" onClick={() => setOpen(message)} aria-label={`View ${message.subject} to ${message.to}`}>
                View
              </Button>
            )}
          />
        </DataTable>
      </List>
      {open && <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
