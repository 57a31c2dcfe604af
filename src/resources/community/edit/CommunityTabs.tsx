/** The two community tabs (spec 02 §2.4): Identification and Educational Profile. */
import { NumberInput, TextInput } from 'react-admin';
import { COMMUNITY_SETTING_TYPES, GEO_POLITICAL_ZONES, PREFERRED_EDUCATION_TYPES, RATE_SCALE } from '../../../domain/records';
import { GridHeading } from '../../common/form/FormSection';
import { LocationSelects } from '../../common/form/LocationSelects';
import { NativeSelectInput, SwitchInput, Switches } from '../../common/form/inputs';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';

export function CommunityIdentificationTab() {
  return (
    <>
      <TextInput source="name" />
      <NativeSelectInput source="communityType" options={COMMUNITY_SETTING_TYPES} />
      <LocationSelects />
      <NativeSelectInput source="geoPoliticalZone" options={GEO_POLITICAL_ZONES} />
      <TextInput source="reference" />
      <NumberInput source="latitude" step="any" min={-90} max={90} />
      <NumberInput source="longitude" step="any" min={-180} max={180} />
    </>
  );
}

export function CommunityEducationalProfileTab() {
  return (
    <>
      <NumberInput source="basicSchools" min={0} />
      <NativeSelectInput source="preferredEducationType" options={PREFERRED_EDUCATION_TYPES} />
      <GridHeading label="resources.community.headings.schools" />
      <Switches sources={['hasPrePrimarySchools', 'hasPrimarySchools', 'hasJSSSchools', 'hasOtherSchools']} />
      <ShowWhen name="hasOtherSchools" test={isTrue}>
        <TextInput source="specificOtherSchools" />
      </ShowWhen>
      <GridHeading label="resources.community.headings.ownership" />
      <Switches sources={['schoolsOwnedByGovernment', 'schoolsOwnedByNGOs', 'privatelyOwnedSchools', 'schoolsOwnedByOthers']} />
      <ShowWhen name="schoolsOwnedByOthers" test={isTrue}>
        <TextInput source="specifyOtherSchoolOwners" />
      </ShowWhen>
      <GridHeading label="resources.community.headings.attendance" />
      <NativeSelectInput source="boysNeverAttendedSchoolRate" options={RATE_SCALE} />
      <NativeSelectInput source="girlsNeverAttendedSchoolRate" options={RATE_SCALE} />
      <SwitchInput source="communityHasDropouts" />
      <NativeSelectInput source="dropoutBoysRate" options={RATE_SCALE} />
      <NativeSelectInput source="dropoutGirlsRate" options={RATE_SCALE} />
    </>
  );
}
