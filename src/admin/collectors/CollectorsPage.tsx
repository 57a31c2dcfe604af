import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { allStates } from '../../domain/locations';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import type { CollectorUser } from '../../providers/accountsApi';
import { EmptyList } from '../common/EmptyList';
import { formatDateTime, stateName } from '../common/format';
import { COLLECTORS_RESOURCE } from '../common/queryKeys';
import { ActiveChip } from '../users/StatusChips';
import { activeFilter } from '../users/userFilters';
import { usePermission } from '../common/usePermission';
import { CollectorSuspendButton } from './CollectorSuspendButton';

const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Search name or e-mail" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={STATE_CHOICES} alwaysOn />,
  activeFilter(),
];

const Column = DataTable.Col<CollectorUser>;

/** /admin/collection-users (READ_USERS or MANAGE_USERS): the collectors and their sync activity. */
export function CollectorsPage() {
  const canManage = usePermission(P.MANAGE_USERS);
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        Collection Agents
      </Typography>
      <List resource={COLLECTORS_RESOURCE} title={false} filters={filters} sort={{ field: 'fullName', order: 'ASC' }} perPage={25} empty={false} actions={false}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList text="No collection agents found." />}>
          <Column
            source="fullName"
            label="Name"
            render={(collector) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {collector.fullName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {collector.email}
                </Typography>
              </>
            )}
          />
          <Column source="phone" label="Phone" disableSort />
          <Column source="state" label="State" render={(collector) => stateName(collector.state)} />
          <Column source="lastSeenAt" label="Last seen" render={(collector) => formatDateTime(collector.lastSeenAt)} />
          <DataTable.NumberCol source="recordsSynced" label="Records synced" disableSort />
          <Column source="isActive" label="Status" disableSort render={(collector) => <ActiveChip isActive={collector.isActive} />} />
          {canManage && <Column label="Actions" disableSort align="right" render={() => <CollectorSuspendButton />} />}
        </DataTable>
      </List>
    </Stack>
  );
}
