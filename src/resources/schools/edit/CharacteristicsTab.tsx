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
import { NativeSelectInput, SwitchInput, choicesOf } from '../../common/form/inputs';
import { ShowWhen, equals, isTrue } from '../../common/form/ShowWhen';
import { schoolField as f } from './labels';

/** Type, shifts, distances, accessibility and monitoring of a learning centre. */
export function SchoolCharacteristicsTab() {
  return (
    <>
      <NativeSelectInput {...f('communityType')} options={COMMUNITY_TYPES} />
      <NativeSelectInput {...f('levelOfEducation')} options={LEVELS_OF_EDUCATION} />
      <NativeSelectInput {...f('typeOfSchool')} options={SCHOOL_TYPES} />
      <NativeSelectInput {...f('systemOfEducation')} options={SYSTEMS_OF_EDUCATION} />
      <SwitchInput {...f('shiftSystem')} />
      <ShowWhen name="shiftSystem" test={isTrue}>
        <NativeSelectInput {...f('shiftType')} options={SHIFT_TYPES} />
      </ShowWhen>
      <SwitchInput {...f('sharedFacility')} />
      <ShowWhen name="sharedFacility" test={isTrue}>
        <TextInput {...f('sharedFacilityTypes')} />
      </ShowWhen>
      <NumberInput {...f('distanceFromCommunity')} min={0} step={0.1} />
      <NumberInput {...f('learnersAverageDistance')} min={0} step={0.1} />
      <NativeSelectInput {...f('accessibility')} options={ACCESSIBILITY} />
      <ShowWhen name="accessibility" test={equals('Inaccessible')}>
        <CheckboxGroupInput {...f('inaccessibilityReason')} choices={choicesOf(INACCESSIBILITY_REASONS)} translateChoice={false} sx={{ gridColumn: '1 / -1' }} />
      </ShowWhen>
      <GridHeading>Management and monitoring</GridHeading>
      <SwitchInput {...f('developmentPlan')} />
      <SwitchInput {...f('managementCommittee')} />
      <SwitchInput {...f('monitoring')} />
      <ShowWhen name="monitoring" test={isTrue}>
        <NativeSelectInput {...f('monitoringAuthority')} options={MONITORING_AUTHORITIES} />
        <DateInput {...f('lastMonitoringDate')} />
      </ShowWhen>
      <SwitchInput {...f('schoolBasedMonitoring')} />
      <ShowWhen name="schoolBasedMonitoring" test={isTrue}>
        <DateInput {...f('lastSchoolBasedMonitoringDate')} />
      </ShowWhen>
      <SwitchInput {...f('conditionalCashTransfer')} />
      <SwitchInput {...f('schoolGrant')} />
      <SwitchInput {...f('securityGuard')} />
    </>
  );
}
