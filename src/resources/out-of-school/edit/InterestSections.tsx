/** Education Status, Enrollment Interest and Vocational Training of the child form. */
import {
  OOS_CATEGORIES,
  OOS_REASONS,
  REASONS_NOT_TO_ENROL,
  SUPPORT_REQUIREMENTS,
  TIMES_WILLING_TO_ENROL,
  VOCATIONAL_TRAINING_TYPES,
} from '../../../domain/records';
import { CheckboxGroupInput } from '../../common/form/CheckboxGroupInput';
import { FormSection } from '../../common/form/FormSection';
import { SelectInput } from '../../common/form/SelectInput';
import { ShowWhen, equals, includes, isFalse, isTrue } from '../../common/form/ShowWhen';
import { TextInput } from '../../common/form/TextInput';
import { YesNoInput } from '../../common/form/YesNoInput';

export function EducationStatusSection() {
  return (
    <FormSection title="Education Status" testId="section-education-status">
      <SelectInput name="category" options={OOS_CATEGORIES} />
      <SelectInput name="reason" options={OOS_REASONS} />
      <ShowWhen name="reason" test={equals('Other')}>
        <TextInput name="specifyReason" />
      </ShowWhen>
    </FormSection>
  );
}

export function EnrollmentInterestSection() {
  return (
    <FormSection title="Enrollment Interest" testId="section-enrollment-interest">
      <YesNoInput name="interestInEnrolling" />
      <ShowWhen name="interestInEnrolling" test={isFalse}>
        <SelectInput name="reasonsNotToEnrolIfNo" options={REASONS_NOT_TO_ENROL} />
        <ShowWhen name="reasonsNotToEnrolIfNo" test={equals('Others')}>
          <TextInput name="otherReasonNotToEnrolIfNo" />
        </ShowWhen>
      </ShowWhen>
      <ShowWhen name="interestInEnrolling" test={isTrue}>
        <SelectInput name="timeWillingToEnrolIfYes" options={TIMES_WILLING_TO_ENROL} />
        <ShowWhen name="timeWillingToEnrolIfYes" test={equals('Other')}>
          <TextInput name="otherTimeWillingToEnrolIfYes" />
        </ShowWhen>
        <CheckboxGroupInput name="supportRequirementsIfYes" options={SUPPORT_REQUIREMENTS} />
        <ShowWhen name="supportRequirementsIfYes" test={includes('Others')}>
          <TextInput name="otherSupportRequirementsIfYes" />
        </ShowWhen>
      </ShowWhen>
    </FormSection>
  );
}

export function VocationalTrainingSection() {
  return (
    <FormSection title="Vocational Training" testId="section-vocational-training">
      <YesNoInput name="attendanceInVocationalTraining" />
      <ShowWhen name="attendanceInVocationalTraining" test={isTrue}>
        <SelectInput name="vocationalTrainingType" options={VOCATIONAL_TRAINING_TYPES} />
      </ShowWhen>
    </FormSection>
  );
}
