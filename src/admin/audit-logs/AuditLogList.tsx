/** /admin/audit-logs (read_audit_logs or manage_audit_logs): who changed what, newest first; read-only. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, useTranslate, type RaRecord } from 'react-admin';
import type { AuditLogEntry } from '../../domain/auditLogs';
import { FilterDate, FilterNumber, FilterSearch, FilterSelect } from '../../resources/common/filterInputs';
import { auditActionText, auditResourceText, formatAuditTime, personOf } from './format';
import { useAuditFacets } from './useAuditFacets';
import { ListPagination } from '../../ui/ListPagination';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }} data-testid="audit-empty">
      {translate('auditLogs.empty')}
    </Typography>
  );
}

const entry = (record: RaRecord) => record as unknown as AuditLogEntry;

export function AuditLogList() {
  const translate = useTranslate();
  const { actions, resources } = useAuditFacets();
  const filters = [
    <FilterSearch key="q" source="q" label={translate('auditLogs.person')} alwaysOn />,
    <FilterSelect key="action" source="action" label={translate('auditLogs.action')} choices={actions} alwaysOn />,
    <FilterSelect key="resource" source="resource" label={translate('auditLogs.resource')} choices={resources} alwaysOn />,
    <FilterDate key="from" source="from" label={translate('adminCommon.from')} alwaysOn />,
    <FilterDate key="to" source="to" label={translate('adminCommon.to')} alwaysOn />,
    <FilterNumber key="userId" source="userId" label={translate('auditLogs.accountId')} min={1} />,
    <FilterSearch key="resourceId" source="resourceId" label={translate('auditLogs.recordId')} />,
  ];
  const title = translate('menu.auditLogs');
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('auditLogs.intro')}
      </Typography>
      <List
        resource="audit-logs"
        title={title}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={false}
      >
        <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="createdAt" label={translate('auditLogs.when')} render={(r: RaRecord) => formatAuditTime(entry(r).createdAt)} />
          <DataTable.Col
            source="user"
            label={translate('auditLogs.who')}
            disableSort
            render={(r: RaRecord) => personOf(entry(r).user, translate('auditLogs.noAccount'))}
          />
          <DataTable.Col source="action" label={translate('auditLogs.action')} render={(r: RaRecord) => auditActionText(entry(r).action, translate)} />
          <DataTable.Col source="resource" label={translate('auditLogs.resource')} render={(r: RaRecord) => auditResourceText(entry(r).resource, translate)} />
          <DataTable.Col source="resourceId" label={translate('auditLogs.record')} disableSort render={(r: RaRecord) => entry(r).resourceId ?? ''} />
          <DataTable.Col source="ip" label={translate('auditLogs.ip')} disableSort render={(r: RaRecord) => entry(r).ip ?? ''} />
        </DataTable>
      </List>
    </Stack>
  );
}
