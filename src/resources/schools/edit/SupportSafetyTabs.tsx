/** Community Support and Health & Safety of a learning centre. */
import { COMMUNITY_MANAGEMENT_TYPES, COMMUNITY_SUPPORT_TYPES } from '../../../domain/records';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { SwitchInput } from '../../common/form/SwitchInput';
import { TextInput } from '../../common/form/TextInput';

const notTrue = (value: unknown) => value !== true;

export function SchoolCommunitySupportTab() {
  return (
    <>
      <SwitchInput name="communityBasedManagement" />
      <ShowWhen name="communityBasedManagement" test={isTrue}>
        <SelectInput name="communityBasedManagementType" options={COMMUNITY_MANAGEMENT_TYPES} />
      </ShowWhen>
      <SwitchInput name="communitySupport" />
      <ShowWhen name="communitySupport" test={isTrue}>
        <SelectInput name="communitySupportType" options={COMMUNITY_SUPPORT_TYPES} />
      </ShowWhen>
    </>
  );
}

export function SchoolHealthSafetyTab() {
  return (
    <>
      {['rulesAgainstViolence', 'physicalBullying', 'safetyRules', 'flooding', 'naturalHazards', 'climateChange', 'hasFirstAidKit'].map((name) => (
        <SwitchInput key={name} name={name} />
      ))}
      <SwitchInput name="hasFocalPerson" />
      <ShowWhen name="hasFocalPerson" test={isTrue}>
        <TextInput name="focalPersonName" />
        <TextInput name="focalPersonPhone" type="tel" />
      </ShowWhen>
      <ShowWhen name="hasFocalPerson" test={notTrue}>
        <TextInput name="personResponsibleName" />
        <TextInput name="personResponsiblePhone" type="tel" />
      </ShowWhen>
    </>
  );
}
