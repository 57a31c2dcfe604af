import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ColumnsButton, DataTable, List, NumberInput, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
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
import { CommandCentreLink } from './CommandCentreLink';
import { PresenceChip } from './PresenceChip';
import { AppAndDevice } from './AppAndDevice';
import { ListPagination } from '../../ui/ListPagination';

const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));

const PRESENCE_CHOICES = [
  { id: 'online', name: 'collectorPresence.online' },
  { id: 'offline', name: 'collectorPresence.offline' },
];

const Column = DataTable.Col<CollectorUser>;

/** Under "Columns" only, so that the list with its actions fits a 1366 px laptop. */
const HIDDEN_COLUMNS = ['phone', 'appVersion', 'recordsSynced'];

/** Dates on one line; their headers may wrap (the Hausa ones are long). */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

function CollectorsActions() {
  return (
    <TopToolbar>
      <ColumnsButton />
    </TopToolbar>
  );
}

/**
 * /admin/collection-users (READ_USERS or MANAGE_USERS): the collectors, online or offline now, when
 * last seen (kept fresh while connected), their app version and device, last sync and records synced.
 */
export function CollectorsPage() {
  const translate = useTranslate();
  const canManage = usePermission(P.MANAGE_USERS);
  const filters = [
    <SearchInput key="q" source="q" placeholder={translate('collectors.search')} alwaysOn />,
    // State names are names of places: react-admin must not look them up as keys.
    <SelectInput key="state" source="state" label={translate('adminCommon.state')} choices={STATE_CHOICES} translateChoice={false} alwaysOn />,
    activeFilter(),
    <SelectInput key="presence" source="presence" label={translate('collectorPresence.presence')} choices={PRESENCE_CHOICES} alwaysOn />,
    <NumberInput
      key="silentDays"
      source="silentDays"
      label={translate('collectorPresence.silentDays')}
      helperText={translate('collectorPresence.silentDaysHelp')}
      min={1}
      step={1}
      alwaysOn
    />,
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {translate('menu.collectionAgents')}
      </Typography>
      <List
        resource={COLLECTORS_RESOURCE}
        title={false}
        filters={filters}
        sort={{ field: 'fullName', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={false}
        actions={<CollectorsActions />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} hiddenColumns={HIDDEN_COLUMNS} empty={<EmptyList text={translate('collectors.empty')} />}>
          <Column
            source="fullName"
            label={translate('collectors.name')}
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
          <Column source="phone" label={translate('collectors.phone')} disableSort />
          <Column source="state" label={translate('adminCommon.state')} render={(collector) => stateName(collector.state)} />
          <Column
            source="online"
            label={translate('collectorPresence.presence')}
            disableSort
            render={(collector) => <PresenceChip online={collector.online} />}
          />
          <Column
            source="lastSeenAt"
            label={translate('collectors.lastSeen')}
            cellSx={noWrap}
            render={(collector) => formatDateTime(collector.lastSeenAt, translate('adminCommon.never'))}
          />
          <Column
            source="appVersion"
            label={translate('collectorPresence.appAndDevice')}
            disableSort
            render={(collector) => <AppAndDevice collector={collector} />}
          />
          <Column
            source="lastSyncAt"
            label={translate('collectorPresence.lastSync')}
            cellSx={noWrap}
            render={(collector) => formatDateTime(collector.lastSyncAt, translate('adminCommon.never'))}
          />
          <DataTable.NumberCol source="recordsSynced" label={translate('collectors.recordsSynced')} disableSort />
          <Column source="isActive" label={translate('collectors.status')} disableSort render={(collector) => <ActiveChip isActive={collector.isActive} />} />
          <Column
            label={translate('collectors.actions')}
            disableSort
            align="right"
            render={() => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                <CommandCentreLink />
                {canManage && <CollectorSuspendButton />}
              </Stack>
            )}
          />
        </DataTable>
      </List>
    </Stack>
  );
}
