import Alert from '@mui/material/Alert';
import { ArrayField, DataTable, FunctionField, Show, SimpleShowLayout, TextField, useTranslate, type RaRecord } from 'react-admin';

/** What a reader (read_reports without manage_reports) sees at /admin/programmes/{id}. */
export function ProgrammeShow() {
  const translate = useTranslate();
  return (
    <Show title="programmeAdmin.programme">
      <SimpleShowLayout>
        <Alert severity="info">{translate('programmeAdmin.readOnlyNotice')}</Alert>
        <TextField source="title" label="programmeAdmin.fields.title" />
        <TextField source="slug" label="programmeAdmin.fields.slug" />
        <TextField source="status" label="programmeAdmin.fields.status" />
        <TextField source="summary" label="programmeAdmin.fields.summary" />
        <TextField source="description" label="programmeAdmin.fields.description" sx={{ whiteSpace: 'pre-line' }} />
        <TextField source="startDate" label="programmeAdmin.fields.startDate" emptyText="–" />
        <TextField source="endDate" label="programmeAdmin.fields.endDate" emptyText="–" />
        <TextField source="published" label="programmeAdmin.fields.published" />
        <ArrayField source="partners" label="programmeAdmin.fields.partners">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" label="programmeAdmin.fields.partnerName" />
            <DataTable.Col source="role" label="programmeAdmin.fields.partnerRole" />
            <DataTable.Col source="url" label="programmeAdmin.fields.partnerUrl" />
          </DataTable>
        </ArrayField>
        <FunctionField source="states" label="programmeAdmin.fields.states" render={(r: RaRecord) => (Array.isArray(r.states) ? r.states.join(', ') : '')} />
      </SimpleShowLayout>
    </Show>
  );
}
