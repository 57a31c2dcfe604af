/** Basic Information, Location Information and Personal Details of the child form. */
import { DateInput, NumberInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CHILD_MARITAL_STATUSES, DISABILITY_FORM_OPTIONS, GEO_POLITICAL_ZONES, SEXES } from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { NativeSelectInput } from '../../common/form/inputs';
import { lgaLabel, stateLabel } from '../../common/form/placeNames';
import { ReadOnlyField } from '../../common/form/ReadOnlyField';
import { useWardName } from '../../common/wardChoices';
import { childField as f } from './childField';

export function BasicInformationSection() {
  return (
    <FormSection name="basicInformation" columns={3}>
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
  const wardName = useWardName(state, lga, ward).name;
  return (
    <FormSection name="locationInformation" columns={3}>
      <ReadOnlyField name="state" required value={stateLabel(state)} />
      <ReadOnlyField name="lga" required value={lgaLabel(state, lga)} />
      <ReadOnlyField name="ward" required value={wardName} />
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
    <FormSection name="personalDetails" columns={2}>
      <NativeSelectInput {...f('maritalStatus')} options={CHILD_MARITAL_STATUSES} />
      <NativeSelectInput {...f('disability')} options={DISABILITY_FORM_OPTIONS} />
      <TextInput {...f('nin')} />
      <TextInput {...f('phone')} type="tel" />
    </FormSection>
  );
}
