/** /admin/telemetry (read_telemetry or manage_telemetry): the log lines collectors' devices streamed, newest first. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, TopToolbar, type RaRecord } from 'react-admin';
import { PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { TELEMETRY_LEVELS, type TelemetryEntry } from '../../domain/telemetry';
import { FilterDate, FilterSearch, FilterSelect } from '../../resources/common/filterInputs';
import { formatAuditTime } from '../audit-logs/format';
import { usePermission } from '../common/usePermission';
import { PurgeButton } from './PurgeButton';

const LEVEL_COLORS: Record<string, 'error' | 'warning' | 'info' | 'default'> = { error: 'error', warn: 'warning', info: 'info' };

const filters = [
  <FilterSearch key="q" source="q" label="Message contains" alwaysOn />,
  <FilterSearch key="collector" source="collector" label="Collector (name or e-mail)" alwaysOn />,
  <FilterSelect key="level" source="level" label="Level" choices={TELEMETRY_LEVELS.map((level) => ({ id: level, name: level }))} alwaysOn />,
  <FilterSearch key="category" source="category" label="Category" />,
  <FilterDate key="from" source="from" label="From" alwaysOn />,
  <FilterDate key="to" source="to" label="To" alwaysOn />,
];

const entry = (record: RaRecord) => record as unknown as TelemetryEntry;

function Empty() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="telemetry-empty">
      No device log lines match these filters. Devices send their logs while they are online in the Command Centre.
    </Typography>
  );
}

export function TelemetryList() {
  const canManage = usePermission(P.MANAGE_TELEMETRY);
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        Telemetry
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The log lines collectors’ devices send while online: sync runs, failures, camera and storage warnings. Times are when the server received them; the device’s own time is shown beside.
      </Typography>
      <List
        resource="telemetry"
        title="Telemetry"
        filters={filters}
        sort={{ field: 'receivedAt', order: 'DESC' }}
        perPage={50}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={canManage ? <TopToolbar><PurgeButton /></TopToolbar> : false}
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="receivedAt" label="Received" render={(r: RaRecord) => formatAuditTime(entry(r).receivedAt)} />
          <DataTable.Col source="collector" label="Collector" disableSort render={(r: RaRecord) => entry(r).collector.fullName || entry(r).collector.email} />
          <DataTable.Col
            source="level"
            label="Level"
            render={(r: RaRecord) => <Chip size="small" label={entry(r).level} color={LEVEL_COLORS[entry(r).level] ?? 'default'} variant="outlined" />}
          />
          <DataTable.Col source="category" label="Category" />
          <DataTable.Col source="message" label="Message" disableSort render={(r: RaRecord) => <span style={{ wordBreak: 'break-word' }}>{entry(r).message}</span>} />
          <DataTable.Col source="deviceTime" label="Device time" disableSort />
        </DataTable>
      </List>
    </Stack>
  );
}
