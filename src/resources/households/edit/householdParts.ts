/**
 * Each household tab's form (spec 02 §2.2, §3.2, §8): its schema, the keys of its label and toasts,
 * and its buttons in order. Tab order, `?tab=` rules and the API paths are the domain's and the
 * data provider's.
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
  labelKey: string;
  messageKeys: { saved: string; failed: string };
  buttons: readonly PartButton[];
}

export const HOUSEHOLD_PART_VIEWS: Readonly<Record<HouseholdTab, HouseholdPartView>> = {
  identification: {
    schema: householdIdentificationSchema,
    labelKey: 'resources.households.tabs.identification',
    messageKeys: { saved: 'resources.households.messages.identificationSaved', failed: 'resources.households.messages.identificationFailed' },
    buttons: [
      { action: 'saveAndExit', to: 'list' },
      { action: 'saveAndContinue', to: 'parent-guardian', primary: true },
    ],
  },
  'parent-guardian': {
    schema: householdParentGuardianSchema,
    labelKey: 'resources.households.tabs.parentGuardian',
    messageKeys: { saved: 'resources.households.messages.parentGuardianSaved', failed: 'resources.households.messages.parentGuardianFailed' },
    buttons: [
      { action: 'back', to: 'identification' },
      { action: 'saveAndContinue', to: 'health-and-nutrition', primary: true },
      { action: 'saveAndExit', to: 'list' },
    ],
  },
  'health-and-nutrition': {
    schema: householdHealthAndNutritionSchema,
    labelKey: 'resources.households.tabs.healthAndNutrition',
    messageKeys: { saved: 'resources.households.messages.healthAndNutritionSaved', failed: 'resources.households.messages.healthAndNutritionFailed' },
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
