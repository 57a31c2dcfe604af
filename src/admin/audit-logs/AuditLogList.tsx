/** /admin/audit-logs (read_audit_logs or manage_audit_logs): who changed what, newest first; read-only. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, type RaRecord } from 'react-admin';
import { auditActionLabel, type AuditLogEntry } from '../../domain/auditLogs';
import { FilterDate, FilterNumber, FilterSearch, FilterSelect } from '../../resources/common/filterInputs';
import { formatAuditTime, personOf } from './format';
import { useAuditFacets } from './useAuditFacets';

function Empty() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="audit-empty">
      No audit entries match these filters. Clear a filter or widen the dates.
    </Typography>
  );
}

const entry = (record: RaRecord) => record as unknown as AuditLogEntry;

export function AuditLogList() {
  const { actions, resources } = useAuditFacets();
  const filters = [
    <FilterSearch key="q" source="q" label="Person (name or e-mail)" alwaysOn />,
    <FilterSelect key="action" source="action" label="Action" choices={actions} alwaysOn />,
    <FilterSelect key="resource" source="resource" label="Resource" choices={resources} alwaysOn />,
    <FilterDate key="from" source="from" label="From" alwaysOn />,
    <FilterDate key="to" source="to" label="To" alwaysOn />,
    <FilterNumber key="userId" source="userId" label="Account id" min={1} />,
    <FilterSearch key="resourceId" source="resourceId" label="Record id" />,
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        Audit Logs
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Every change made through the platform, with who made it and when. Entries cannot be edited or deleted.
      </Typography>
      <List
        resource="audit-logs"
        title="Audit Logs"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={false}
      >
        <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" label="When" render={(r: RaRecord) => formatAuditTime(entry(r).createdAt)} />
          <DataTable.Col source="user" label="Who" disableSort render={(r: RaRecord) => personOf(entry(r).user)} />
          <DataTable.Col source="action" label="Action" render={(r: RaRecord) => auditActionLabel(entry(r).action)} />
          <DataTable.Col source="resource" label="Resource" />
          <DataTable.Col source="resourceId" label="Record" disableSort render={(r: RaRecord) => entry(r).resourceId ?? ''} />
          <DataTable.Col source="ip" label="IP address" disableSort render={(r: RaRecord) => entry(r).ip ?? ''} />
        </DataTable>
      </List>
    </Stack>
  );
}
