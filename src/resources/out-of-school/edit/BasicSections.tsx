/** Basic Information, Location Information and Personal Details of the child form. */
import { DateInput, NumberInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CHILD_MARITAL_STATUSES, DISABILITY_FORM_OPTIONS, GEO_POLITICAL_ZONES, SEXES } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { NativeSelectInput } from '../../common/form/inputs';
import { lgaLabel, slugOrNull, stateLabel, wardLabel } from '../../common/form/placeNames';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { useWards } from '../../common/useWards';
import { CHILD_LABELS, childField as f } from './labels';

export function BasicInformationSection() {
  return (
    <FormSection title="Basic Information" columns={3} testId="section-basic-information">
      <TextInput {...f('firstName')} />
      <TextInput {...f('middleName')} />
      <TextInput {...f('lastName')} />
      <NativeSelectInput {...f('sex')} options={SEXES} />
      <DateInput {...f('dateOfBirth')} />
      <NumberInput {...f('age')} min={0} />
    </FormSection>
  );
}

export function LocationInformationSection() {
  const [state, lga, ward] = useWatch({ name: ['state', 'lga', 'ward'] }) as unknown[];
  const { wards } = useWards(slugOrNull(state), slugOrNull(lga));
  return (
    <FormSection title="Location Information" columns={3} testId="section-location-information">
      <ReadOnlyField name="state" label={CHILD_LABELS.state} required value={stateLabel(state)} />
      <ReadOnlyField name="lga" label={CHILD_LABELS.lga} required value={lgaLabel(state, lga)} />
      <ReadOnlyField name="ward" label={CHILD_LABELS.ward} required value={wardLabel(ward, wards)} />
      <NativeSelectInput {...f('geoPoliticalZone')} options={GEO_POLITICAL_ZONES} />
      <TextInput {...f('landmark')} />
      <TextInput {...f('address')} />
      <NumberInput {...f('latitude')} step="any" min={-90} max={90} />
      <NumberInput {...f('longitude')} step="any" min={-180} max={180} />
    </FormSection>
  );
}

export function PersonalDetailsSection() {
  return (
    <FormSection title="Personal Details" columns={2} testId="section-personal-details">
      <NativeSelectInput {...f('maritalStatus')} options={CHILD_MARITAL_STATUSES} />
      <NativeSelectInput {...f('disability')} options={DISABILITY_FORM_OPTIONS} />
      <TextInput {...f('nin')} />
      <TextInput {...f('phone')} type="tel" />
    </FormSection>
  );
}
