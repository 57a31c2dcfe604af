import { NumberInput, TextInput } from 'react-admin';
import { SCHOOL_YEAR_MIN } from '../../../domain/records';
import { LocationSelects } from '../../common/form/LocationSelects';

/** Identification and location of a learning centre. */
export function SchoolIdentificationTab() {
  return (
    <>
      <TextInput source="schoolName" />
      <NumberInput source="yearEstablished" min={SCHOOL_YEAR_MIN} max={new Date().getFullYear()} />
      <LocationSelects />
      <TextInput source="town" />
      <TextInput source="streetName" />
      <TextInput source="enumerationArea" />
      <TextInput source="reference" />
      <NumberInput source="latitude" step="any" min={-90} max={90} />
      <NumberInput source="longitude" step="any" min={-180} max={180} />
      <TextInput source="phoneNumber" type="tel" />
      <TextInput source="email" type="email" />
      <TextInput source="imageUri" type="url" />
    </>
  );
}
