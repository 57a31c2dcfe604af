import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { CHILD_MARKED_REQUIRED, outOfSchoolChildSchema } from '../../../domain/records';
import { ErrorsPanel } from '../../common/form/ErrorsPanel';
import { FormMeta } from '../../common/form/FormMeta';
import { useToast } from '../../common/form/useToast';
import { recordDefaults } from '../../common/form/values';
import { zodResolver, type FormValues } from '../../common/zodResolver';
import { BasicInformationSection, LocationInformationSection, PersonalDetailsSection } from './BasicSections';
import { CHILD_FIELDS, childBody } from './childBody';
import { EducationStatusSection, EnrollmentInterestSection, VocationalTrainingSection } from './InterestSections';
import { CHILD_LABELS } from './labels';
import { LivingConditionsSection, SpecialNeedsSection } from './WellbeingSections';

export const CHILD_RESOURCE = 'out-of-school';
const resolver = zodResolver(outOfSchoolChildSchema);

/** The child form (spec 02 §2.1): validated on change, saved as the child fields plus id. */
export function ChildForm({ record }: { record: RaRecord }) {
  const form = useForm<FormValues>({ resolver, mode: 'onChange', defaultValues: recordDefaults(record, CHILD_FIELDS, ['dateOfBirth']) });
  const [update, { isPending }] = useUpdate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { trigger } = form;

  // Show what is already wrong with the stored record in the Errors panel from the start.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const onSubmit = form.handleSubmit((values) =>
    update(
      CHILD_RESOURCE,
      { id: record.id, data: childBody(values, record.id) },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          toast.success('Child updated successfully');
          form.reset(recordDefaults(saved as RaRecord, CHILD_FIELDS, ['dateOfBirth']));
          void queryClient.invalidateQueries({ queryKey: [CHILD_RESOURCE] });
        },
        onError: () => toast.error('Failed to update child'),
      },
    ),
  );

  return (
    <FormMeta labels={CHILD_LABELS} required={CHILD_MARKED_REQUIRED}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit out-of-school child" data-testid="child-edit-form">
          <Stack spacing={3}>
            <BasicInformationSection />
            <LocationInformationSection />
            <PersonalDetailsSection />
            <EducationStatusSection />
            <EnrollmentInterestSection />
            <VocationalTrainingSection />
            <SpecialNeedsSection />
            <LivingConditionsSection />
            <ErrorsPanel />
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isPending} data-testid="child-save">
                Save Changes
              </Button>
              <Typography variant="body2" color="text.secondary" data-testid="child-save-note">
                Updates are allowed, but deletion is not possible.
              </Typography>
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
    </FormMeta>
  );
}
