import { SCHOOL_YEAR_MIN } from '../../../domain/records';
import { LocationSelects } from '../../common/form/LocationSelects';
import { NumberInput } from '../../common/form/NumberInput';
import { TextInput } from '../../common/form/TextInput';

/** Identification and location of a learning centre. */
export function SchoolIdentificationTab() {
  return (
    <>
      <TextInput name="schoolName" />
      <NumberInput name="yearEstablished" min={SCHOOL_YEAR_MIN} max={new Date().getFullYear()} />
      <LocationSelects />
      <TextInput name="town" />
      <TextInput name="streetName" />
      <TextInput name="enumerationArea" />
      <TextInput name="reference" />
      <NumberInput name="latitude" step="any" min={-90} max={90} />
      <NumberInput name="longitude" step="any" min={-180} max={180} />
      <TextInput name="phoneNumber" type="tel" />
      <TextInput name="email" type="email" />
      <TextInput name="imageUri" type="url" />
    </>
  );
}
