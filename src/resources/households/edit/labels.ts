import type { householdHealthAndNutritionShape, householdIdentificationShape, householdParentGuardianShape } from '../../../domain/records';
import { labelled } from '../../common/form/inputs';

type HouseholdField = keyof typeof householdIdentificationShape | keyof typeof householdParentGuardianShape | keyof typeof householdHealthAndNutritionShape;

/** The human label of every household field (spec 02 §3.2), read-only ones included. */
export const HOUSEHOLD_LABELS: Readonly<Record<HouseholdField | 'state' | 'lga' | 'ward' | 'communityName', string>> = {
  householdHead: 'Household Head',
  maritalStatus: 'Marital Status',
  ageOfHouseholdHead: 'Age of Household Head',
  phone: 'Phone Number',
  address: 'Address',
  yearsInCommunity: 'Years in Community',
  householdIncome: 'Household Income (monthly)',
  numberOfMaleMembers: 'Number of Male Members',
  numberOfFemaleMembers: 'Number of Female Members',
  hasMemberWithDisability: 'Any Member with a Disability?',
  disabilityType: 'Disability Type',
  hasSchoolAgeChildren: 'Has School-age Children?',
  numberOfChildrenInSchool: 'Children in School',
  numberOfChildrenNotInSchool: 'Children Not in School',
  state: 'State',
  lga: 'LGA',
  ward: 'Ward',
  communityName: 'Community',
  fatherAlive: 'Father Alive?',
  fatherEducationLevel: 'Father’s Education Level',
  fatherOccupation: 'Father’s Occupation',
  motherAlive: 'Mother Alive?',
  motherEducationLevel: 'Mother’s Education Level',
  motherOccupation: 'Mother’s Occupation',
  hasAccessToHealthFacility: 'Access to a Health Facility?',
  healthFacilityType: 'Health Facility Type',
  healthFacilityDistance: 'Distance to Health Facility (km)',
  immunizationUpToDate: 'Immunization Up to Date?',
  hasStuntedGrowth: 'Stunted Growth?',
  hasWasting: 'Wasting?',
  hasUnderweight: 'Underweight?',
  hasOverweight: 'Overweight?',
};

/** `{source, label}` of a household input. */
export const householdField = labelled(HOUSEHOLD_LABELS);
