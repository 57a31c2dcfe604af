/**
 * The fields of the three household tabs (spec 02 §3.2). Every input takes its label from
 * resources.households.fields.<source>, and enumerated values show through the values catalogue.
 */
import { NumberInput, TextInput } from 'react-admin';
import {
  EDUCATION_LEVELS,
  HEALTH_FACILITY_TYPES,
  HOUSEHOLD_DISABILITY_TYPES,
  HOUSEHOLD_INCOME_BANDS,
  HOUSEHOLD_MARITAL_STATUSES,
} from '../../../domain/records';
import { NativeSelectInput, YesNoInput } from '../../common/form/inputs';
import { HouseholdLocationFields } from './HouseholdLocationFields';

export function IdentificationFields() {
  return (
    <>
      <TextInput source="householdHead" />
      <NativeSelectInput source="maritalStatus" options={HOUSEHOLD_MARITAL_STATUSES} />
      <NumberInput source="ageOfHouseholdHead" min={0} />
      <TextInput source="phone" type="tel" />
      <TextInput source="address" />
      <NumberInput source="yearsInCommunity" min={0} />
      <NativeSelectInput source="householdIncome" options={HOUSEHOLD_INCOME_BANDS} />
      <NumberInput source="numberOfMaleMembers" min={0} />
      <NumberInput source="numberOfFemaleMembers" min={0} />
      <YesNoInput source="hasMemberWithDisability" />
      <NativeSelectInput source="disabilityType" options={HOUSEHOLD_DISABILITY_TYPES} />
      <YesNoInput source="hasSchoolAgeChildren" />
      <NumberInput source="numberOfChildrenInSchool" min={0} />
      <NumberInput source="numberOfChildrenNotInSchool" min={0} />
      <HouseholdLocationFields />
    </>
  );
}

export function ParentGuardianFields() {
  return (
    <>
      <YesNoInput source="fatherAlive" />
      <YesNoInput source="motherAlive" />
      <NativeSelectInput source="fatherEducationLevel" options={EDUCATION_LEVELS} />
      <NativeSelectInput source="motherEducationLevel" options={EDUCATION_LEVELS} />
      <TextInput source="fatherOccupation" />
      <TextInput source="motherOccupation" />
    </>
  );
}

export function HealthAndNutritionFields() {
  return (
    <>
      <YesNoInput source="hasAccessToHealthFacility" />
      <NativeSelectInput source="healthFacilityType" options={HEALTH_FACILITY_TYPES} />
      <NumberInput source="healthFacilityDistance" min={0} step={0.1} />
      <YesNoInput source="immunizationUpToDate" />
      <YesNoInput source="hasStuntedGrowth" />
      <YesNoInput source="hasWasting" />
      <YesNoInput source="hasUnderweight" />
      <YesNoInput source="hasOverweight" />
    </>
  );
}
