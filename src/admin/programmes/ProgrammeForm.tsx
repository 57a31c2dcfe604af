import Grid from '@mui/material/Grid';
import {
  ArrayInput,
  AutocompleteArrayInput,
  DateInput,
  maxLength,
  minLength,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
} from 'react-admin';
import { allStates } from '../../domain/locations';
import { PROGRAMME_STATUSES } from '../../domain/publicData';

const STATUS_CHOICES = PROGRAMME_STATUSES.map((status) => ({ id: status, name: status[0].toUpperCase() + status.slice(1) }));
const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));
const SLUG = regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens only');
const URL = regex(/^https?:\/\/\S+$/, 'A web address starting with http:// or https://');
const emptyToNull = (value: string) => (value ? value : null);

function validateDates(values: Record<string, unknown>) {
  const { startDate, endDate } = values;
  if (typeof startDate === 'string' && typeof endDate === 'string' && startDate && endDate && endDate < startDate) {
    return { endDate: 'The end date cannot be before the start date' };
  }
  return {};
}

/** The fields of a programme (docs/api-public.md, admin programmes), shared by create and edit. */
export function ProgrammeForm() {
  return (
    // Programmes are unpublished, never deleted (the API has no delete): the toolbar only saves.
    <SimpleForm validate={validateDates} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextInput source="title" label="Title" validate={[required(), minLength(3), maxLength(200)]} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput source="slug" label="Slug" helperText="Made from the title when left empty" validate={SLUG} parse={emptyToNull} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="summary" label="Summary" validate={[required(), maxLength(500)]} multiline minRows={2} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="description" label="Description" helperText="Plain text; leave a blank line between paragraphs" validate={maxLength(20000)} multiline minRows={5} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput source="status" label="Status" choices={STATUS_CHOICES} validate={required()} defaultValue="planned" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput source="startDate" label="Start date" parse={emptyToNull} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput source="endDate" label="End date" parse={emptyToNull} fullWidth />
        </Grid>
        <Grid size={12}>
          <AutocompleteArrayInput source="states" label="States covered" choices={STATE_CHOICES} validate={required('Choose at least one state')} fullWidth />
        </Grid>
        <Grid size={12}>
          <ArrayInput source="partners" label="Partners">
            <SimpleFormIterator inline>
              <TextInput source="name" label="Name" validate={required()} />
              <TextInput source="role" label="Role" parse={emptyToNull} />
              <TextInput source="url" label="Web site" validate={URL} parse={emptyToNull} />
            </SimpleFormIterator>
          </ArrayInput>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
