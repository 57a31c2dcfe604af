import { NumberInput, TextInput } from 'react-admin';
import { SCHOOL_YEAR_MIN } from '../../../domain/records';
import { LocationSelects } from '../../common/form/LocationSelects';
import { SCHOOL_LABELS, schoolField as f } from './labels';

/** Identification and location of a learning centre. */
export function SchoolIdentificationTab() {
  return (
    <>
      <TextInput {...f('schoolName')} />
      <NumberInput {...f('yearEstablished')} min={SCHOOL_YEAR_MIN} max={new Date().getFullYear()} />
      <LocationSelects labels={SCHOOL_LABELS} />
      <TextInput {...f('town')} />
      <TextInput {...f('streetName')} />
      <TextInput {...f('enumerationArea')} />
      <TextInput {...f('reference')} />
      <NumberInput {...f('latitude')} step="any" min={-90} max={90} />
      <NumberInput {...f('longitude')} step="any" min={-180} max={180} />
      <TextInput {...f('phoneNumber')} type="tel" />
      <TextInput {...f('email')} type="email" />
      <TextInput {...f('imageUri')} type="url" />
    </>
  );
}
