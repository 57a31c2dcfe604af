import Grid from '@mui/material/Grid';
import { ArrayInput, AutocompleteArrayInput, DateInput, SaveButton, SelectInput, SimpleForm, SimpleFormIterator, TextInput, Toolbar } from 'react-admin';
import { allStates } from '../../domain/locations';
import { programmeFormSchema } from '../../domain/programmeInput';
import { formResolver } from '../../resources/common/form/schemaResolver';
import { STATUS_CHOICES } from './programmeLabels';

const STATE_CHOICES = allStates().map((state) => ({ id: state.slug, name: state.name }));

/**
 * The domain's form schema; the parsed values are what is saved, and each message sits at its full
 * path, so a partner's name error shows on that partner's name.
 */
export const programmeResolver = formResolver(programmeFormSchema);

/**
 * The fields of a programme (docs/api-public.md, admin programmes), shared by create and edit,
 * checked with the domain's programme form schema (the API's field rules). Labels are keys of
 * src/i18n/areas/accounts.en.ts; react-admin translates them.
 */
export function ProgrammeForm() {
  return (
    // Programmes are unpublished, never deleted (the API has no delete): the toolbar only saves.
    <SimpleForm
      resolver={programmeResolver}
      noValidate
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextInput source="title" label="programmeAdmin.fields.title" isRequired fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput source="slug" label="programmeAdmin.fields.slug" helperText="programmeAdmin.fields.slugHint" fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="summary" label="programmeAdmin.fields.summary" isRequired multiline minRows={2} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput
            source="description"
            label="programmeAdmin.fields.description"
            helperText="programmeAdmin.fields.descriptionHint"
            multiline
            minRows={5}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput source="status" label="programmeAdmin.fields.status" choices={STATUS_CHOICES} isRequired defaultValue="planned" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput source="startDate" label="programmeAdmin.fields.startDate" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput source="endDate" label="programmeAdmin.fields.endDate" fullWidth />
        </Grid>
        <Grid size={12}>
          <AutocompleteArrayInput
            source="states"
            label="programmeAdmin.fields.statesCovered"
            choices={STATE_CHOICES}
            translateChoice={false}
            isRequired
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <ArrayInput source="partners" label="programmeAdmin.fields.partners">
            <SimpleFormIterator inline>
              <TextInput source="name" label="programmeAdmin.fields.partnerName" isRequired />
              <TextInput source="role" label="programmeAdmin.fields.partnerRole" />
              <TextInput source="url" label="programmeAdmin.fields.partnerUrl" />
            </SimpleFormIterator>
          </ArrayInput>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
