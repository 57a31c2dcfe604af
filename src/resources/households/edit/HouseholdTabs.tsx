/** The three household tabs (spec 02 §2.2): each loads and saves only its own part. */
import { useNavigate } from 'react-router-dom';
import {
  EDUCATION_LEVELS,
  HEALTH_FACILITY_TYPES,
  HOUSEHOLD_DISABILITY_TYPES,
  HOUSEHOLD_INCOME_BANDS,
  HOUSEHOLD_INCOME_LABELS,
  HOUSEHOLD_MARITAL_STATUSES,
  type HouseholdTab,
} from '../../../domain/records';
import { NumberInput } from '../../common/form/NumberInput';
import { SelectInput } from '../../common/form/SelectInput';
import { TextInput } from '../../common/form/TextInput';
import { YesNoInput } from '../../common/form/YesNoInput';
import { HouseholdLocationFields } from './HouseholdLocationFields';
import { HouseholdPartForm } from './HouseholdPartForm';
import { HOUSEHOLD_EXIT_PATH, HOUSEHOLDS_LIST_PATH } from './householdParts';
import { PlainButton, SaveButton } from './PartButtons';

const INCOME_OPTIONS = HOUSEHOLD_INCOME_BANDS.map((band) => ({ value: band, label: HOUSEHOLD_INCOME_LABELS[band] }));

interface TabProps {
  id: string;
  data: Record<string, unknown>;
  goTo: (tab: HouseholdTab) => void;
}

export function IdentificationTab({ id, data, goTo }: TabProps) {
  const navigate = useNavigate();
  return (
    <HouseholdPartForm
      id={id}
      part="identification"
      data={data}
      actions={(actions) => (
        <>
          <SaveButton label="Save and Exit" actions={actions} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
          <SaveButton label="Save and Continue" primary actions={actions} next={() => goTo('parent-guardian')} />
        </>
      )}
    >
      <TextInput name="householdHead" />
      <SelectInput name="maritalStatus" options={HOUSEHOLD_MARITAL_STATUSES} />
      <NumberInput name="ageOfHouseholdHead" min={0} />
      <TextInput name="phone" type="tel" />
      <TextInput name="address" />
      <NumberInput name="yearsInCommunity" min={0} />
      <SelectInput name="householdIncome" options={INCOME_OPTIONS} />
      <NumberInput name="numberOfMaleMembers" min={0} />
      <NumberInput name="numberOfFemaleMembers" min={0} />
      <YesNoInput name="hasMemberWithDisability" />
      <SelectInput name="disabilityType" options={HOUSEHOLD_DISABILITY_TYPES} />
      <YesNoInput name="hasSchoolAgeChildren" />
      <NumberInput name="numberOfChildrenInSchool" min={0} />
      <NumberInput name="numberOfChildrenNotInSchool" min={0} />
      <HouseholdLocationFields data={data} />
    </HouseholdPartForm>
  );
}

export function ParentGuardianTab({ id, data, goTo }: TabProps) {
  const navigate = useNavigate();
  return (
    <HouseholdPartForm
      id={id}
      part="parent-guardian"
      data={data}
      actions={(actions) => (
        <>
          <PlainButton label="Back" onClick={() => goTo('identification')} disabled={actions.savingButton !== null} />
          <SaveButton label="Save and Continue" primary actions={actions} next={() => goTo('health-and-nutrition')} />
          <SaveButton label="Save and Exit" actions={actions} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
        </>
      )}
    >
      <YesNoInput name="fatherAlive" />
      <YesNoInput name="motherAlive" />
      <SelectInput name="fatherEducationLevel" options={EDUCATION_LEVELS} />
      <SelectInput name="motherEducationLevel" options={EDUCATION_LEVELS} />
      <TextInput name="fatherOccupation" />
      <TextInput name="motherOccupation" />
    </HouseholdPartForm>
  );
}

export function HealthAndNutritionTab({ id, data, goTo }: TabProps) {
  const navigate = useNavigate();
  return (
    <HouseholdPartForm
      id={id}
      part="health-and-nutrition"
      data={data}
      actions={(actions) => (
        <>
          <PlainButton label="Back" onClick={() => goTo('parent-guardian')} disabled={actions.savingButton !== null} />
          <PlainButton label="Cancel" onClick={() => navigate(HOUSEHOLDS_LIST_PATH)} disabled={actions.savingButton !== null} />
          <SaveButton label="Save and Exit" primary actions={actions} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
        </>
      )}
    >
      <YesNoInput name="hasAccessToHealthFacility" />
      <SelectInput name="healthFacilityType" options={HEALTH_FACILITY_TYPES} />
      <NumberInput name="healthFacilityDistance" min={0} step={0.1} />
      <YesNoInput name="immunizationUpToDate" />
      <YesNoInput name="hasStuntedGrowth" />
      <YesNoInput name="hasWasting" />
      <YesNoInput name="hasUnderweight" />
      <YesNoInput name="hasOverweight" />
    </HouseholdPartForm>
  );
}
