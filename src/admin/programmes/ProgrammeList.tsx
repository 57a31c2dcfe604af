import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { allStates } from '../../domain/locations';
import { PublishButton } from './PublishButton';
import { PublishedChip } from './PublishedChip';
import { isProgrammeStatus, STATUS_CHOICES, STATUS_LABEL_KEYS } from './programmeLabels';
import { useCanManageProgrammes } from './useCanManage';
import { ListPagination } from '../../ui/ListPagination';

// Choice names are translation keys (react-admin translates them); state names are shown as they are.
const PUBLISHED_CHOICES = [
  { id: 'true', name: 'programmeAdmin.published' },
  { id: 'false', name: 'programmeAdmin.notPublished' },
];
const STATE_CHOICES = allStates().map((s) => ({ id: s.slug, name: s.name }));

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('programmeAdmin.searchPlaceholder')} />,
    <SelectInput key="status" source="status" label="programmeAdmin.fields.status" choices={STATUS_CHOICES} />,
    <SelectInput key="published" source="published" label="programmeAdmin.fields.published" choices={PUBLISHED_CHOICES} />,
    <SelectInput key="state" source="state" label="programmeAdmin.fields.state" choices={STATE_CHOICES} translateChoice={false} />,
  ];
}

const period = (record: RaRecord) => [record.startDate, record.endDate].map((d) => d ?? '…').join(' – ');

function Actions({ canManage }: { canManage: boolean }) {
  return <TopToolbar>{canManage && <CreateButton label="programmeAdmin.newProgramme" />}</TopToolbar>;
}

/** /admin/programmes: every programme, published or not; managers create, edit, publish and unpublish. */
export function ProgrammeList() {
  const translate = useTranslate();
  const canManage = useCanManageProgrammes();
  const filters = useFilters();
  const statusName = (r: RaRecord) => (isProgrammeStatus(r.status) ? translate(STATUS_LABEL_KEYS[r.status]) : r.status);
  return (
    <Stack spacing={1}>
      <Typography variant="h2" component="h1">
        {translate('programmeAdmin.title')}
      </Typography>
      <List
        title="programmeAdmin.title"
        filters={filters}
        actions={<Actions canManage={canManage} />}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        exporter={false}
      >
        <DataTable rowClick={canManage ? 'edit' : false} bulkActionButtons={false}>
          <DataTable.Col source="title" label="programmeAdmin.fields.title" />
          <DataTable.Col source="status" label="programmeAdmin.fields.status" render={statusName} />
          <DataTable.Col source="startDate" label="programmeAdmin.fields.period" render={period} />
          <DataTable.Col
            source="states"
            label="programmeAdmin.fields.states"
            disableSort
            render={(r: RaRecord) => (Array.isArray(r.states) ? r.states.length : 0)}
          />
          <DataTable.Col source="published" label="programmeAdmin.fields.public" render={() => <PublishedChip />} />
          {canManage && (
            <DataTable.Col label="programmeAdmin.fields.actions" disableSort>
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
