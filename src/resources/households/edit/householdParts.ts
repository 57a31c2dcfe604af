/**
 * Each household tab's form (spec 02 §2.2, §3.2, §8): its schema and its buttons in order. Tab
 * order, `?tab=` rules, the keys of its label and toasts (HOUSEHOLD_PARTS_BY_TAB) and the API paths
 * are the domain's and the data provider's.
 */
import type { z } from 'zod';
import { householdHealthAndNutritionSchema, householdIdentificationSchema, householdParentGuardianSchema, type HouseholdTab } from '../../../domain/records';

/** Where a button leads: another tab, or the households list. */
export type Destination = HouseholdTab | 'list';
export type PartAction = 'saveAndExit' | 'saveAndContinue' | 'back' | 'cancel';

export interface PartButton {
  action: PartAction;
  to: Destination;
  primary?: boolean;
}

export interface HouseholdPartView {
  schema: z.ZodObject;
  buttons: readonly PartButton[];
}

export const HOUSEHOLD_PART_VIEWS: Readonly<Record<HouseholdTab, HouseholdPartView>> = {
  identification: {
    schema: householdIdentificationSchema,
    buttons: [
      { action: 'saveAndExit', to: 'list' },
      { action: 'saveAndContinue', to: 'parent-guardian', primary: true },
    ],
  },
  'parent-guardian': {
    schema: householdParentGuardianSchema,
    buttons: [
      { action: 'back', to: 'identification' },
      { action: 'saveAndContinue', to: 'health-and-nutrition', primary: true },
      { action: 'saveAndExit', to: 'list' },
    ],
  },
  'health-and-nutrition': {
    schema: householdHealthAndNutritionSchema,
    buttons: [
      { action: 'back', to: 'parent-guardian' },
      { action: 'cancel', to: 'list' },
      { action: 'saveAndExit', to: 'list', primary: true },
    ],
  },
};

/**
 * Where Save and Exit and Cancel go. The spec's /admin/app/households only redirects to the list
 * (DESIGN §8), and it sits outside the admin's routes: passing through it would remount the whole
 * admin and lose the success toast, so the screen goes straight to where the redirect ends.
 */
export const HOUSEHOLDS_LIST_PATH = '/admin/households';
