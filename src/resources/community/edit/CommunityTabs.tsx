/** The two community tabs (spec 02 §2.4): Identification and Educational Profile. */
import { NumberInput, TextInput } from 'react-admin';
import { COMMUNITY_SETTING_TYPES, GEO_POLITICAL_ZONES, PREFERRED_EDUCATION_TYPES, RATE_SCALE } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { LocationSelects } from '../../common/form/LocationSelects';
import { NativeSelectInput, SwitchInput } from '../../common/form/inputs';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { COMMUNITY_LABELS, communityField as f } from './labels';

/** The rate scale's values as they are stored, shown with a capital ("very low" → "Very low"). */
const RATE_OPTIONS = RATE_SCALE.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export function CommunityIdentificationTab() {
  return (
    <>
      <TextInput {...f('name')} />
      <NativeSelectInput {...f('communityType')} options={COMMUNITY_SETTING_TYPES} />
      <LocationSelects labels={COMMUNITY_LABELS} />
      <NativeSelectInput {...f('geoPoliticalZone')} options={GEO_POLITICAL_ZONES} />
      <TextInput {...f('reference')} />
      <NumberInput {...f('latitude')} step="any" min={-90} max={90} />
      <NumberInput {...f('longitude')} step="any" min={-180} max={180} />
    </>
  );
}

export function CommunityEducationalProfileTab() {
  return (
    <>
      <NumberInput {...f('basicSchools')} min={0} />
      <NativeSelectInput {...f('preferredEducationType')} options={PREFERRED_EDUCATION_TYPES} />
      <GridHeading>Schools in the community</GridHeading>
      <SwitchInput {...f('hasPrePrimarySchools')} />
      <SwitchInput {...f('hasPrimarySchools')} />
      <SwitchInput {...f('hasJSSSchools')} />
      <SwitchInput {...f('hasOtherSchools')} />
      <ShowWhen name="hasOtherSchools" test={isTrue}>
        <TextInput {...f('specificOtherSchools')} />
      </ShowWhen>
      <GridHeading>School ownership</GridHeading>
      <SwitchInput {...f('schoolsOwnedByGovernment')} />
      <SwitchInput {...f('schoolsOwnedByNGOs')} />
      <SwitchInput {...f('privatelyOwnedSchools')} />
      <SwitchInput {...f('schoolsOwnedByOthers')} />
      <ShowWhen name="schoolsOwnedByOthers" test={isTrue}>
        <TextInput {...f('specifyOtherSchoolOwners')} />
      </ShowWhen>
      <GridHeading>Attendance and dropouts</GridHeading>
      <NativeSelectInput {...f('boysNeverAttendedSchoolRate')} options={RATE_OPTIONS} />
      <NativeSelectInput {...f('girlsNeverAttendedSchoolRate')} options={RATE_OPTIONS} />
      <SwitchInput {...f('communityHasDropouts')} />
      <NativeSelectInput {...f('dropoutBoysRate')} options={RATE_OPTIONS} />
      <NativeSelectInput {...f('dropoutGirlsRate')} options={RATE_OPTIONS} />
    </>
  );
}
