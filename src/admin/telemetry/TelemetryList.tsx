/** /admin/telemetry (read_telemetry or manage_telemetry): the log lines collectors' devices streamed, newest first. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { TELEMETRY_LEVELS, type TelemetryEntry } from '../../domain/telemetry';
import { FilterDate, FilterSearch, FilterSelect } from '../../resources/common/filterInputs';
import { formatAuditTime } from '../audit-logs/format';
import { usePermission } from '../common/usePermission';
import { PurgeButton } from './PurgeButton';
import { ListPagination } from '../../ui/ListPagination';

const LEVEL_COLORS: Record<string, 'error' | 'warning' | 'info' | 'default'> = { error: 'error', warn: 'warning', info: 'info' };

/** The levels are the devices' own codes (info, warn, error) and show as they are. */
const LEVEL_CHOICES = TELEMETRY_LEVELS.map((level) => ({ id: level, name: level }));

const entry = (record: RaRecord) => record as unknown as TelemetryEntry;

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="telemetry-empty">
      {translate('telemetry.empty')}
    </Typography>
  );
}

export function TelemetryList() {
  const translate = useTranslate();
  const canManage = usePermission(P.MANAGE_TELEMETRY);
  const filters = [
    <FilterSearch key="q" source="q" label={translate('telemetry.messageContains')} alwaysOn />,
    <FilterSearch key="collector" source="collector" label={translate('telemetry.collectorSearch')} alwaysOn />,
    <FilterSelect key="level" source="level" label={translate('telemetry.level')} choices={LEVEL_CHOICES} alwaysOn />,
    <FilterSearch key="category" source="category" label={translate('telemetry.category')} />,
    <FilterDate key="from" source="from" label={translate('adminCommon.from')} alwaysOn />,
    <FilterDate key="to" source="to" label={translate('adminCommon.to')} alwaysOn />,
  ];
  const title = translate('menu.telemetry');
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('telemetry.intro')}
      </Typography>
      <List
        resource="telemetry"
        title={title}
        filters={filters}
        sort={{ field: 'receivedAt', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={
          canManage ? (
            <TopToolbar>
              <PurgeButton />
            </TopToolbar>
          ) : (
            false
          )
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="receivedAt" label={translate('telemetry.received')} render={(r: RaRecord) => formatAuditTime(entry(r).receivedAt)} />
          <DataTable.Col
            source="collector"
            label={translate('telemetry.collector')}
            disableSort
            render={(r: RaRecord) => entry(r).collector.fullName || entry(r).collector.email}
          />
          <DataTable.Col
            source="level"
            label={translate('telemetry.level')}
            render={(r: RaRecord) => <Chip size="small" label={entry(r).level} color={LEVEL_COLORS[entry(r).level] ?? 'default'} variant="outlined" />}
          />
          <DataTable.Col source="category" label={translate('telemetry.category')} />
          <DataTable.Col
            source="message"
            label={translate('telemetry.message')}
            disableSort
            render={(r: RaRecord) => <span style={{ wordBreak: 'break-word' }}>{entry(r).message}</span>}
          />
          <DataTable.Col source="deviceTime" label={translate('telemetry.deviceTime')} disableSort />
        </DataTable>
      </List>
    </Stack>
  );
}
