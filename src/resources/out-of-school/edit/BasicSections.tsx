/** Basic Information, Location Information and Personal Details of the child form. */
import { useWatch } from 'react-hook-form';
import { CHILD_MARITAL_STATUSES, DISABILITY_FORM_OPTIONS, GEO_POLITICAL_ZONES, SEXES } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { lgaLabel, slugOrNull, stateLabel, wardLabel } from '../../common/form/placeNames';
import { NumberInput } from '../../common/form/NumberInput';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { SelectInput } from '../../common/form/SelectInput';
import { TextInput } from '../../common/form/TextInput';
import { useWards } from '../../common/useWards';

export function BasicInformationSection() {
  return (
    <FormSection title="Basic Information" columns={3} testId="section-basic-information">
      <TextInput name="firstName" />
      <TextInput name="middleName" />
      <TextInput name="lastName" />
      <SelectInput name="sex" options={SEXES} />
      <TextInput name="dateOfBirth" type="date" />
      <NumberInput name="age" min={0} />
    </FormSection>
  );
}

export function LocationInformationSection() {
  const [state, lga, ward] = useWatch({ name: ['state', 'lga', 'ward'] }) as unknown[];
  const { wards } = useWards(slugOrNull(state), slugOrNull(lga));
  return (
    <FormSection title="Location Information" columns={3} testId="section-location-information">
      <ReadOnlyField name="state" value={stateLabel(state)} />
      <ReadOnlyField name="lga" value={lgaLabel(state, lga)} />
      <ReadOnlyField name="ward" value={wardLabel(ward, wards)} />
      <SelectInput name="geoPoliticalZone" options={GEO_POLITICAL_ZONES} />
      <TextInput name="landmark" />
      <TextInput name="address" />
      <NumberInput name="latitude" step="any" min={-90} max={90} />
      <NumberInput name="longitude" step="any" min={-180} max={180} />
    </FormSection>
  );
}

export function PersonalDetailsSection() {
  return (
    <FormSection title="Personal Details" columns={2} testId="section-personal-details">
      <SelectInput name="maritalStatus" options={CHILD_MARITAL_STATUSES} />
      <SelectInput name="disability" options={DISABILITY_FORM_OPTIONS} />
      <TextInput name="nin" />
      <TextInput name="phone" type="tel" />
    </FormSection>
  );
}
