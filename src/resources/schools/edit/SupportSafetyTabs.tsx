/** Community Support and Health & Safety of a learning centre. */
import { TextInput } from 'react-admin';
import { COMMUNITY_MANAGEMENT_TYPES, COMMUNITY_SUPPORT_TYPES } from '../../../domain/records';
import { NativeSelectInput, SwitchInput, Switches } from '../../common/form/inputs';
import { ShowWhen, isNotTrue, isTrue } from '../../common/form/ShowWhen';

export function SchoolCommunitySupportTab() {
  return (
    <>
      <SwitchInput source="communityBasedManagement" />
      <ShowWhen name="communityBasedManagement" test={isTrue}>
        <NativeSelectInput source="communityBasedManagementType" options={COMMUNITY_MANAGEMENT_TYPES} />
      </ShowWhen>
      <SwitchInput source="communitySupport" />
      <ShowWhen name="communitySupport" test={isTrue}>
        <NativeSelectInput source="communitySupportType" options={COMMUNITY_SUPPORT_TYPES} />
      </ShowWhen>
    </>
  );
}

export function SchoolHealthSafetyTab() {
  return (
    <>
      <Switches sources={['rulesAgainstViolence', 'physicalBullying', 'safetyRules', 'flooding', 'naturalHazards', 'climateChange', 'hasFirstAidKit']} />
      <SwitchInput source="hasFocalPerson" />
      <ShowWhen name="hasFocalPerson" test={isTrue}>
        <TextInput source="focalPersonName" />
        <TextInput source="focalPersonPhone" type="tel" />
      </ShowWhen>
      <ShowWhen name="hasFocalPerson" test={isNotTrue}>
        <TextInput source="personResponsibleName" />
        <TextInput source="personResponsiblePhone" type="tel" />
      </ShowWhen>
    </>
  );
}
