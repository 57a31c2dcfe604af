/** The two community tabs (spec 02 §2.4): Identification and Educational Profile. */
import { COMMUNITY_SETTING_TYPES, GEO_POLITICAL_ZONES, PREFERRED_EDUCATION_TYPES, RATE_SCALE } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { LocationSelects } from '../../common/form/LocationSelects';
import { NumberInput } from '../../common/form/NumberInput';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { SwitchInput } from '../../common/form/SwitchInput';
import { TextInput } from '../../common/form/TextInput';

/** The rate scale's values as they are stored, shown with a capital ("very low" → "Very low"). */
const RATE_OPTIONS = RATE_SCALE.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export const COMMUNITY_IDENTIFICATION_FIELDS = ['name', 'communityType', 'state', 'lga', 'ward', 'geoPoliticalZone', 'reference', 'latitude', 'longitude'] as const;

export function CommunityIdentificationTab() {
  return (
    <>
      <TextInput name="name" />
      <SelectInput name="communityType" options={COMMUNITY_SETTING_TYPES} />
      <LocationSelects />
      <SelectInput name="geoPoliticalZone" options={GEO_POLITICAL_ZONES} />
      <TextInput name="reference" />
      <NumberInput name="latitude" step="any" min={-90} max={90} />
      <NumberInput name="longitude" step="any" min={-180} max={180} />
    </>
  );
}

export function CommunityEducationalProfileTab() {
  return (
    <>
      <NumberInput name="basicSchools" min={0} />
      <SelectInput name="preferredEducationType" options={PREFERRED_EDUCATION_TYPES} />
      <GridHeading>Schools in the community</GridHeading>
      <SwitchInput name="hasPrePrimarySchools" />
      <SwitchInput name="hasPrimarySchools" />
      <SwitchInput name="hasJSSSchools" />
      <SwitchInput name="hasOtherSchools" />
      <ShowWhen name="hasOtherSchools" test={isTrue}>
        <TextInput name="specificOtherSchools" />
      </ShowWhen>
      <GridHeading>School ownership</GridHeading>
      <SwitchInput name="schoolsOwnedByGovernment" />
      <SwitchInput name="schoolsOwnedByNGOs" />
      <SwitchInput name="privatelyOwnedSchools" />
      <SwitchInput name="schoolsOwnedByOthers" />
      <ShowWhen name="schoolsOwnedByOthers" test={isTrue}>
        <TextInput name="specifyOtherSchoolOwners" />
      </ShowWhen>
      <GridHeading>Attendance and dropouts</GridHeading>
      <SelectInput name="boysNeverAttendedSchoolRate" options={RATE_OPTIONS} />
      <SelectInput name="girlsNeverAttendedSchoolRate" options={RATE_OPTIONS} />
      <SwitchInput name="communityHasDropouts" />
      <SelectInput name="dropoutBoysRate" options={RATE_OPTIONS} />
      <SelectInput name="dropoutGirlsRate" options={RATE_OPTIONS} />
    </>
  );
}
