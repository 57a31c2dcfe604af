import { Form, SaveButton, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { outOfSchoolChildSchema } from '../../../domain/records';
import { ErrorsPanel } from '../../common/form/ErrorsPanel';
import { ValidateOnMount } from '../../common/form/SaveChangesToolbar';
import { schemaResolver } from '../../common/form/schemaResolver';
import { BasicInformationSection, LocationInformationSection, PersonalDetailsSection } from './BasicSections';
import { EducationStatusSection, EnrollmentInterestSection, VocationalTrainingSection } from './InterestSections';
import { LivingConditionsSection, SpecialNeedsSection } from './WellbeingSections';

const resolver = schemaResolver(outOfSchoolChildSchema);

/** Save Changes: enabled even before a change (validation decides), disabled while saving, no busy label. */
function ChildSaveButton() {
  const { isSubmitting } = useFormState();
  return (
    <SaveButton label="records.edit.save" alwaysEnable={!isSubmitting} disabled={isSubmitting} data-testid="child-save" sx={{ alignSelf: 'flex-start' }} />
  );
}

/** The child form (spec 02 §2.1): one page of sections, validated on change, with the Errors panel. */
export function ChildForm() {
  const translate = useTranslate();
  return (
    <Form resolver={resolver} mode="onChange" noValidate disableInvalidFormNotification>
      <ValidateOnMount />
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
        <Stack spacing={1}>
          <ChildSaveButton />
          <Typography variant="body2" color="text.secondary" data-testid="child-save-note">
            {translate('resources.out-of-school.edit.saveNote')}
          </Typography>
        </Stack>
      </Stack>
    </Form>
  );
}
