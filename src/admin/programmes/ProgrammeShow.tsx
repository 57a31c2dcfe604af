import Alert from '@mui/material/Alert';
import { ArrayField, DataTable, FunctionField, Show, SimpleShowLayout, TextField, type RaRecord } from 'react-admin';

/** What a reader (read_reports without manage_reports) sees at /admin/programmes/{id}. */
export function ProgrammeShow() {
  return (
    <Show title="Programme">
      <SimpleShowLayout>
        <Alert severity="info">You can read programmes; changing them needs the manage reports permission.</Alert>
        <TextField source="title" label="Title" />
        <TextField source="slug" label="Slug" />
        <TextField source="status" label="Status" />
        <TextField source="summary" label="Summary" />
        <TextField source="description" label="Description" sx={{ whiteSpace: 'pre-line' }} />
        <TextField source="startDate" label="Start date" emptyText="–" />
        <TextField source="endDate" label="End date" emptyText="–" />
        <TextField source="published" label="Published" />
        <ArrayField source="partners" label="Partners">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" label="Name" />
            <DataTable.Col source="role" label="Role" />
            <DataTable.Col source="url" label="Web site" />
          </DataTable>
        </ArrayField>
        <FunctionField source="states" label="States" render={(r: RaRecord) => (Array.isArray(r.states) ? r.states.join(', ') : '')} />
      </SimpleShowLayout>
    </Show>
  );
}
