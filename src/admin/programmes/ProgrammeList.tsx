import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateButton, DataTable, EditButton, List, Pagination, SearchInput, SelectInput, TopToolbar, type RaRecord } from 'react-admin';
import { allStates } from '../../domain/locations';
import { PROGRAMME_STATUSES } from '../../domain/publicData';
import { PublishButton } from './PublishButton';
import { useCanManageProgrammes } from './useCanManage';

const STATUS_CHOICES = PROGRAMME_STATUSES.map((status) => ({ id: status, name: status[0].toUpperCase() + status.slice(1) }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or summary" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} />,
  <SelectInput key="published" source="published" label="Published" choices={[{ id: 'true', name: 'Published' }, { id: 'false', name: 'Not published' }]} />,
  <SelectInput key="state" source="state" label="State" choices={allStates().map((s) => ({ id: s.slug, name: s.name }))} />,
];

const period = (record: RaRecord) => [record.startDate, record.endDate].map((d) => d ?? '…').join(' – ');

function Actions({ canManage }: { canManage: boolean }) {
  return <TopToolbar>{canManage && <CreateButton label="New programme" />}</TopToolbar>;
}

/** /admin/programmes: every programme, published or not; managers create, edit, publish and unpublish. */
export function ProgrammeList() {
  const canManage = useCanManageProgrammes();
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">Programmes</Typography>
      <List
        title="Programmes"
        filters={filters}
        actions={<Actions canManage={canManage} />}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        exporter={false}
      >
        <DataTable rowClick={canManage ? 'edit' : false} bulkActionButtons={false}>
          <DataTable.Col source="title" label="Title" />
          <DataTable.Col source="status" label="Status" render={(r: RaRecord) => STATUS_CHOICES.find((c) => c.id === r.status)?.name ?? r.status} />
          <DataTable.Col source="startDate" label="Period" render={period} />
          <DataTable.Col source="states" label="States" disableSort render={(r: RaRecord) => (Array.isArray(r.states) ? r.states.length : 0)} />
          <DataTable.Col
            source="published"
            label="Public"
            render={(r: RaRecord) => <Chip size="small" label={r.published ? 'Published' : 'Not published'} color={r.published ? 'success' : 'default'} />}
          />
          {canManage && (
            <DataTable.Col label="Actions" disableSort>
              <Stack direction="row" spacing={1}>
                <EditButton />
                <PublishButton />
              </Stack>
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    </Stack>
  );
}
