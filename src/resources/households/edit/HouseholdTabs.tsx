/** The three household tabs (spec 02 §2.2): each loads and saves only its own part. */
import { useNavigate } from 'react-router-dom';
import { NumberInput, TextInput } from 'react-admin';
import {
  EDUCATION_LEVELS,
  HEALTH_FACILITY_TYPES,
  HOUSEHOLD_DISABILITY_TYPES,
  HOUSEHOLD_INCOME_BANDS,
  HOUSEHOLD_INCOME_LABELS,
  HOUSEHOLD_MARITAL_STATUSES,
  type HouseholdTab,
} from '../../../domain/records';
import { NativeSelectInput, YesNoInput } from '../../common/form/inputs';
import { HouseholdLocationFields } from './HouseholdLocationFields';
import { HouseholdPartForm } from './HouseholdPartForm';
import { HOUSEHOLD_EXIT_PATH, HOUSEHOLDS_LIST_PATH } from './householdParts';
import { householdField as f } from './labels';
import { PartSaveButton, PlainButton } from './PartButtons';

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
      buttons={(busyButton) => (
        <>
          <PartSaveButton label="Save and Exit" busyButton={busyButton} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
          <PartSaveButton label="Save and Continue" primary busyButton={busyButton} next={() => goTo('parent-guardian')} />
        </>
      )}
    >
      <TextInput {...f('householdHead')} />
      <NativeSelectInput {...f('maritalStatus')} options={HOUSEHOLD_MARITAL_STATUSES} />
      <NumberInput {...f('ageOfHouseholdHead')} min={0} />
      <TextInput {...f('phone')} type="tel" />
      <TextInput {...f('address')} />
      <NumberInput {...f('yearsInCommunity')} min={0} />
      <NativeSelectInput {...f('householdIncome')} options={INCOME_OPTIONS} />
      <NumberInput {...f('numberOfMaleMembers')} min={0} />
      <NumberInput {...f('numberOfFemaleMembers')} min={0} />
      <YesNoInput {...f('hasMemberWithDisability')} />
      <NativeSelectInput {...f('disabilityType')} options={HOUSEHOLD_DISABILITY_TYPES} />
      <YesNoInput {...f('hasSchoolAgeChildren')} />
      <NumberInput {...f('numberOfChildrenInSchool')} min={0} />
      <NumberInput {...f('numberOfChildrenNotInSchool')} min={0} />
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
      buttons={(busyButton) => (
        <>
          <PlainButton label="Back" onClick={() => goTo('identification')} disabled={busyButton !== null} />
          <PartSaveButton label="Save and Continue" primary busyButton={busyButton} next={() => goTo('health-and-nutrition')} />
          <PartSaveButton label="Save and Exit" busyButton={busyButton} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
        </>
      )}
    >
      <YesNoInput {...f('fatherAlive')} />
      <YesNoInput {...f('motherAlive')} />
      <NativeSelectInput {...f('fatherEducationLevel')} options={EDUCATION_LEVELS} />
      <NativeSelectInput {...f('motherEducationLevel')} options={EDUCATION_LEVELS} />
      <TextInput {...f('fatherOccupation')} />
      <TextInput {...f('motherOccupation')} />
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
      buttons={(busyButton) => (
        <>
          <PlainButton label="Back" onClick={() => goTo('parent-guardian')} disabled={busyButton !== null} />
          <PlainButton label="Cancel" onClick={() => navigate(HOUSEHOLDS_LIST_PATH)} disabled={busyButton !== null} />
          <PartSaveButton label="Save and Exit" primary busyButton={busyButton} next={() => navigate(HOUSEHOLD_EXIT_PATH)} />
        </>
      )}
    >
      <YesNoInput {...f('hasAccessToHealthFacility')} />
      <NativeSelectInput {...f('healthFacilityType')} options={HEALTH_FACILITY_TYPES} />
      <NumberInput {...f('healthFacilityDistance')} min={0} step={0.1} />
      <YesNoInput {...f('immunizationUpToDate')} />
      <YesNoInput {...f('hasStuntedGrowth')} />
      <YesNoInput {...f('hasWasting')} />
      <YesNoInput {...f('hasUnderweight')} />
      <YesNoInput {...f('hasOverweight')} />
    </HouseholdPartForm>
  );
}
