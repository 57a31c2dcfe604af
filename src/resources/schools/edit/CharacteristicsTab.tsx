import {
  ACCESSIBILITY,
  COMMUNITY_TYPES,
  INACCESSIBILITY_REASONS,
  LEVELS_OF_EDUCATION,
  MONITORING_AUTHORITIES,
  SCHOOL_TYPES,
  SHIFT_TYPES,
  SYSTEMS_OF_EDUCATION,
} from '../../../domain/records';
import { CheckboxGroupInput } from '../../common/form/CheckboxGroupInput';
import { GridHeading } from '../../common/form/FormSection';
import { NumberInput } from '../../common/form/NumberInput';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, equals, isTrue } from '../../common/form/ShowWhen';
import { SwitchInput } from '../../common/form/SwitchInput';
import { TextInput } from '../../common/form/TextInput';

/** Type, shifts, distances, accessibility and monitoring of a learning centre. */
export function SchoolCharacteristicsTab() {
  return (
    <>
      <SelectInput name="communityType" options={COMMUNITY_TYPES} />
      <SelectInput name="levelOfEducation" options={LEVELS_OF_EDUCATION} />
      <SelectInput name="typeOfSchool" options={SCHOOL_TYPES} />
      <SelectInput name="systemOfEducation" options={SYSTEMS_OF_EDUCATION} />
      <SwitchInput name="shiftSystem" />
      <ShowWhen name="shiftSystem" test={isTrue}>
        <SelectInput name="shiftType" options={SHIFT_TYPES} />
      </ShowWhen>
      <SwitchInput name="sharedFacility" />
      <ShowWhen name="sharedFacility" test={isTrue}>
        <TextInput name="sharedFacilityTypes" />
      </ShowWhen>
      <NumberInput name="distanceFromCommunity" min={0} step={0.1} />
      <NumberInput name="learnersAverageDistance" min={0} step={0.1} />
      <SelectInput name="accessibility" options={ACCESSIBILITY} />
      <ShowWhen name="accessibility" test={equals('Inaccessible')}>
        <CheckboxGroupInput name="inaccessibilityReason" options={INACCESSIBILITY_REASONS} />
      </ShowWhen>
      <GridHeading>Management and monitoring</GridHeading>
      <SwitchInput name="developmentPlan" />
      <SwitchInput name="managementCommittee" />
      <SwitchInput name="monitoring" />
      <ShowWhen name="monitoring" test={isTrue}>
        <SelectInput name="monitoringAuthority" options={MONITORING_AUTHORITIES} />
        <TextInput name="lastMonitoringDate" type="date" />
      </ShowWhen>
      <SwitchInput name="schoolBasedMonitoring" />
      <ShowWhen name="schoolBasedMonitoring" test={isTrue}>
        <TextInput name="lastSchoolBasedMonitoringDate" type="date" />
      </ShowWhen>
      <SwitchInput name="conditionalCashTransfer" />
      <SwitchInput name="schoolGrant" />
      <SwitchInput name="securityGuard" />
    </>
  );
}
