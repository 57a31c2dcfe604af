/** Education Status, Enrollment Interest and Vocational Training of the child form. */
import { CheckboxGroupInput, TextInput } from 'react-admin';
import {
  OOS_CATEGORIES,
  OOS_REASONS,
  REASONS_NOT_TO_ENROL,
  SUPPORT_REQUIREMENTS,
  TIMES_WILLING_TO_ENROL,
  VOCATIONAL_TRAINING_TYPES,
} from '../../../domain/records';
import { FormSection } from '../../common/form/FormSection';
import { NativeSelectInput, YesNoInput, choicesOf } from '../../common/form/inputs';
import { ShowWhen, equals, includes, isFalse, isTrue } from '../../common/form/ShowWhen';
import { childField as f } from './childField';

export function EducationStatusSection() {
  return (
    <FormSection name="educationStatus">
      <NativeSelectInput {...f('category')} options={OOS_CATEGORIES} />
      <NativeSelectInput {...f('reason')} options={OOS_REASONS} />
      <ShowWhen name="reason" test={equals('Other')}>
        <TextInput {...f('specifyReason')} />
      </ShowWhen>
    </FormSection>
  );
}

export function EnrollmentInterestSection() {
  return (
    <FormSection name="enrollmentInterest">
      <YesNoInput {...f('interestInEnrolling')} />
      <ShowWhen name="interestInEnrolling" test={isFalse}>
        <NativeSelectInput {...f('reasonsNotToEnrolIfNo')} options={REASONS_NOT_TO_ENROL} />
        <ShowWhen name="reasonsNotToEnrolIfNo" test={equals('Others')}>
          <TextInput {...f('otherReasonNotToEnrolIfNo')} />
        </ShowWhen>
      </ShowWhen>
      <ShowWhen name="interestInEnrolling" test={isTrue}>
        <NativeSelectInput {...f('timeWillingToEnrolIfYes')} options={TIMES_WILLING_TO_ENROL} />
        <ShowWhen name="timeWillingToEnrolIfYes" test={equals('Other')}>
          <TextInput {...f('otherTimeWillingToEnrolIfYes')} />
        </ShowWhen>
        <CheckboxGroupInput {...f('supportRequirementsIfYes')} choices={choicesOf(SUPPORT_REQUIREMENTS)} sx={{ gridColumn: '1 / -1' }} />
        <ShowWhen name="supportRequirementsIfYes" test={includes('Others')}>
          <TextInput {...f('otherSupportRequirementsIfYes')} />
        </ShowWhen>
      </ShowWhen>
    </FormSection>
  );
}

export function VocationalTrainingSection() {
  return (
    <FormSection name="vocationalTraining">
      <YesNoInput {...f('attendanceInVocationalTraining')} />
      <ShowWhen name="attendanceInVocationalTraining" test={isTrue}>
        <NativeSelectInput {...f('vocationalTrainingType')} options={VOCATIONAL_TRAINING_TYPES} />
      </ShowWhen>
    </FormSection>
  );
}
