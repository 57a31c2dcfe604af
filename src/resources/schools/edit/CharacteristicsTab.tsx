import { CheckboxGroupInput, DateInput, NumberInput, TextInput } from 'react-admin';
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
import { GridHeading } from '../../common/form/FormSection';
import { NativeSelectInput, SwitchInput, Switches, choicesOf } from '../../common/form/inputs';
import { ShowWhen, equals, isTrue } from '../../common/form/ShowWhen';

/** Type, shifts, distances, accessibility and monitoring of a learning centre. */
export function SchoolCharacteristicsTab() {
  return (
    <>
      <NativeSelectInput source="communityType" options={COMMUNITY_TYPES} />
      <NativeSelectInput source="levelOfEducation" options={LEVELS_OF_EDUCATION} />
      <NativeSelectInput source="typeOfSchool" options={SCHOOL_TYPES} />
      <NativeSelectInput source="systemOfEducation" options={SYSTEMS_OF_EDUCATION} />
      <SwitchInput source="shiftSystem" />
      <ShowWhen name="shiftSystem" test={isTrue}>
        <NativeSelectInput source="shiftType" options={SHIFT_TYPES} />
      </ShowWhen>
      <SwitchInput source="sharedFacility" />
      <ShowWhen name="sharedFacility" test={isTrue}>
        <TextInput source="sharedFacilityTypes" />
      </ShowWhen>
      <NumberInput source="distanceFromCommunity" min={0} step={0.1} />
      <NumberInput source="learnersAverageDistance" min={0} step={0.1} />
      <NativeSelectInput source="accessibility" options={ACCESSIBILITY} />
      <ShowWhen name="accessibility" test={equals('Inaccessible')}>
        <CheckboxGroupInput source="inaccessibilityReason" choices={choicesOf(INACCESSIBILITY_REASONS)} sx={{ gridColumn: '1 / -1' }} />
      </ShowWhen>
      <GridHeading label="resources.schools.headings.managementMonitoring" />
      <Switches sources={['developmentPlan', 'managementCommittee', 'monitoring']} />
      <ShowWhen name="monitoring" test={isTrue}>
        <NativeSelectInput source="monitoringAuthority" options={MONITORING_AUTHORITIES} />
        <DateInput source="lastMonitoringDate" />
      </ShowWhen>
      <SwitchInput source="schoolBasedMonitoring" />
      <ShowWhen name="schoolBasedMonitoring" test={isTrue}>
        <DateInput source="lastSchoolBasedMonitoringDate" />
      </ShowWhen>
      <Switches sources={['conditionalCashTransfer', 'schoolGrant', 'securityGuard']} />
    </>
  );
}
