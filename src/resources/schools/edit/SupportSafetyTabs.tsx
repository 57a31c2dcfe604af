/** Community Support and Health & Safety of a learning centre. */
import { TextInput } from 'react-admin';
import { COMMUNITY_MANAGEMENT_TYPES, COMMUNITY_SUPPORT_TYPES } from '../../../domain/records';
import { NativeSelectInput, SwitchInput } from '../../common/form/inputs';
import { ShowWhen, isTrue } from '../../common/form/ShowWhen';
import { schoolField as f } from './labels';

const notTrue = (value: unknown) => value !== true;

export function SchoolCommunitySupportTab() {
  return (
    <>
      <SwitchInput {...f('communityBasedManagement')} />
      <ShowWhen name="communityBasedManagement" test={isTrue}>
        <NativeSelectInput {...f('communityBasedManagementType')} options={COMMUNITY_MANAGEMENT_TYPES} />
      </ShowWhen>
      <SwitchInput {...f('communitySupport')} />
      <ShowWhen name="communitySupport" test={isTrue}>
        <NativeSelectInput {...f('communitySupportType')} options={COMMUNITY_SUPPORT_TYPES} />
      </ShowWhen>
    </>
  );
}

export function SchoolHealthSafetyTab() {
  return (
    <>
      {(['rulesAgainstViolence', 'physicalBullying', 'safetyRules', 'flooding', 'naturalHazards', 'climateChange', 'hasFirstAidKit'] as const).map((name) => (
        <SwitchInput key={name} {...f(name)} />
      ))}
      <SwitchInput {...f('hasFocalPerson')} />
      <ShowWhen name="hasFocalPerson" test={isTrue}>
        <TextInput {...f('focalPersonName')} />
        <TextInput {...f('focalPersonPhone')} type="tel" />
      </ShowWhen>
      <ShowWhen name="hasFocalPerson" test={notTrue}>
        <TextInput {...f('personResponsibleName')} />
        <TextInput {...f('personResponsiblePhone')} type="tel" />
      </ShowWhen>
    </>
  );
}
