/**
 * /admin/out-of-school/:id/show — an out-of-school child, read-only: the sections of the child
 * form (spec 02 §2.1) in its order, the household linked; Edit for users who may write.
 */
import Stack from '@mui/material/Stack';
import type { FieldLinks } from '../common/FieldList';
import { placeLine } from '../common/form/placeNames';
import { RecordShow } from '../common/RecordShow';
import { ShowSection, type ShowSectionLayout } from '../common/ShowSection';

/** The form's sections and their fields (edit/BasicSections, InterestSections, WellbeingSections). */
const SECTIONS: readonly ShowSectionLayout[] = [
  { name: 'basicInformation', fields: ['firstName', 'middleName', 'lastName', 'sex', 'dateOfBirth', 'age', 'householdHead'] },
  { name: 'locationInformation', fields: ['state', 'lga', 'ward', 'geoPoliticalZone', 'landmark', 'address', 'latitude', 'longitude'] },
  { name: 'personalDetails', fields: ['maritalStatus', 'disability', 'nin', 'phone'] },
  { name: 'educationStatus', fields: ['category', 'reason', 'specifyReason'] },
  {
    name: 'enrollmentInterest',
    fields: [
      'interestInEnrolling',
      'reasonsNotToEnrolIfNo',
      'otherReasonNotToEnrolIfNo',
      'timeWillingToEnrolIfYes',
      'otherTimeWillingToEnrolIfYes',
      'supportRequirementsIfYes',
      'otherSupportRequirementsIfYes',
    ],
  },
  { name: 'vocationalTraining', fields: ['attendanceInVocationalTraining', 'vocationalTrainingType'] },
  {
    name: 'specialNeedsAssessment',
    fields: [
      'specialNeedsSeeing',
      'specialNeedsHearing',
      'specialNeedsWalking',
      'specialNeedsRemembering',
      'specialNeedsCommunicating',
      'specialNeedsSelfCare',
      'specialNeedsOther',
      'specifySpecialNeedsOther',
    ],
  },
  { name: 'livingConditions', fields: ['livingWith', 'lossOfParent', 'psychoSocialSupport'] },
];

/** Shown only when answered, as the form shows them only on a condition (spec 02 §4). */
const CONDITIONAL = [
  'specifyReason',
  'reasonsNotToEnrolIfNo',
  'otherReasonNotToEnrolIfNo',
  'timeWillingToEnrolIfYes',
  'otherTimeWillingToEnrolIfYes',
  'supportRequirementsIfYes',
  'otherSupportRequirementsIfYes',
  'vocationalTrainingType',
  'specifySpecialNeedsOther',
];

const HOUSEHOLD_LINK: FieldLinks = { householdHead: { resource: 'households', idField: 'householdId' } };

export function OutOfSchoolShow() {
  return (
    <RecordShow subtitle={(record) => placeLine(record.state, record.lga)}>
      <Stack spacing={2}>
        {SECTIONS.map((section) => (
          <ShowSection key={section.name} {...section} links={HOUSEHOLD_LINK} hideEmpty={CONDITIONAL} />
        ))}
      </Stack>
    </RecordShow>
  );
}
