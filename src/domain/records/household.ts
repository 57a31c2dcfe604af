/** Household in three parts, each saved on its own (spec 02 §3.2, §7). */
import { z } from 'zod';
import * as E from './enums';
import { choice, longText, count, distance, flag, text } from './fields';

export const householdIdentificationShape = {
  householdHead: text(200),
  maritalStatus: choice(E.HOUSEHOLD_MARITAL_STATUSES),
  ageOfHouseholdHead: count('Age of household head'),
  phone: text(30),
  address: longText(500),
  yearsInCommunity: count('Years in community'),
  householdIncome: choice(E.HOUSEHOLD_INCOME_BANDS),
  numberOfMaleMembers: count('Number of male members'),
  numberOfFemaleMembers: count('Number of female members'),
  hasMemberWithDisability: flag(),
  disabilityType: choice(E.HOUSEHOLD_DISABILITY_TYPES),
  hasSchoolAgeChildren: flag(),
  numberOfChildrenInSchool: count('Number of children in school'),
  numberOfChildrenNotInSchool: count('Number of children not in school'),
};

export const householdParentGuardianShape = {
  fatherAlive: flag(),
  fatherEducationLevel: choice(E.EDUCATION_LEVELS),
  fatherOccupation: text(200),
  motherAlive: flag(),
  motherEducationLevel: choice(E.EDUCATION_LEVELS),
  motherOccupation: text(200),
};

export const householdHealthAndNutritionShape = {
  hasAccessToHealthFacility: flag(),
  healthFacilityType: choice(E.HEALTH_FACILITY_TYPES),
  healthFacilityDistance: distance('Health facility distance'),
  immunizationUpToDate: flag(),
  hasStuntedGrowth: flag(),
  hasWasting: flag(),
  hasUnderweight: flag(),
  hasOverweight: flag(),
};

export const householdIdentificationSchema = z.object(householdIdentificationShape);
export const householdParentGuardianSchema = z.object(householdParentGuardianShape);
export const householdHealthAndNutritionSchema = z.object(householdHealthAndNutritionShape);

/** A whole household as a device sends it (sync ingestion). */
export const householdSchema = z.object({
  ...householdIdentificationShape,
  ...householdParentGuardianShape,
  ...householdHealthAndNutritionShape,
});

export type HouseholdIdentification = z.output<typeof householdIdentificationSchema>;
export type HouseholdParentGuardian = z.output<typeof householdParentGuardianSchema>;
export type HouseholdHealthAndNutrition = z.output<typeof householdHealthAndNutritionSchema>;
